# Moglands Wörter auf Deutsch. Dieselben Nachrichten mit denselben Argumenten wie auf Englisch
# (tests/app/languages.rs prüft es). Wir duzen die Spieler.

## Das Hauptmenü

menu-tagline = Fünf Katzen-Brettspiele an einem Tisch
menu-continue = Fortsetzen
menu-continue-one = Fortsetzen: { $title }
menu-continue-many = Fortsetzen … ({ $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
})
menu-learn = Spielen lernen
menu-learn-heading = Spielen lernen: eine erste Partie mit Anleitung
menu-new-table = Neuer Tisch
menu-join = Einem Tisch beitreten
menu-history = Verlauf
menu-settings = Einstellungen
menu-quit = Beenden
menu-back = Zurück
menu-keys = Tab oder Pfeiltasten zum Wählen, Eingabe zum Bestätigen
menu-level-problems = Level-Dateien mit Fehlern (stattdessen gilt das mitgelieferte Level):
menu-unfinished = Deine unfertigen Partien
menu-drop-ask = Diese Partie endgültig verwerfen?
menu-drop-yes = Verwerfen
menu-drop-no = Behalten
menu-drop = Verwerfen …

## Einstellungen

settings-title = Einstellungen
settings-volume = Lautstärke
settings-effects = Effekte
settings-ambience = Atmosphäre
settings-ambience-on = Ein ruhiger Raum
settings-speed = Animationstempo
settings-instant = Sofort
settings-size = Oberflächengröße
settings-size-fits = { $percent } passt in dieses Fenster
settings-size-fits-more = Ein größeres Fenster zeigt die gewählte Größe.
settings-undo = Rückgängig
settings-undo-on = Eigene Züge zurücknehmen
settings-undo-more = Mit der Schaltfläche Rückgängig oder Strg+Z, bis etwas aufgedeckt wird, ein Würfel rollt oder ein anderer Spieler zieht.
settings-hints = Tipps
settings-hints-on = Eine Tipp-Schaltfläche (und H) bei deinen Entscheidungen
settings-hints-more = Was ein Normal-Bot an deiner Stelle täte, und warum.
settings-window = Fenster
settings-window-windowed = Im Fenster
settings-window-borderless = Randloses Vollbild
settings-window-fullscreen = Vollbild
settings-graphics = Grafik
settings-graphics-auto = Automatisch
settings-graphics-high = Hoch
settings-graphics-low = Niedrig
settings-graphics-now-high = Zeichnet in hoher Qualität
settings-graphics-now-low = Zeichnet in niedriger Qualität
settings-graphics-more = Niedrig verzichtet auf Schatten, geglättete Kanten und Texturen, für einen Rechner ohne Grafikkarte. Automatisch wählt dort Niedrig und sonst Hoch.
settings-language = Sprache
settings-language-system = Wie das System ({ $language })
settings-relays = Online-Relays
settings-relays-more = Wenn zwei Rechner einander nicht direkt erreichen, läuft ihre Verbindung über ein Relay (weiterhin Ende-zu-Ende-verschlüsselt). „public“: die öffentlichen Relays von iroh; oder die Adresse des Relays deiner Gruppe; „none“: nur ein Netzwerk.
settings-direct = Direkte Verbindungen
settings-direct-on = Direkt mit anderen Spielern verbinden, wenn die Router es erlauben
settings-direct-more = Schneller. Aus: immer über ein Relay, damit andere Spieler nie deine Adresse erfahren.
settings-files = Wo Mogland deine Dateien ablegt
settings-files-settings = Einstellungen:
settings-files-saves = Spielstände:
settings-files-levels = Deine Level (Mods):
settings-files-key = Dein Schlüssel (wer du an Online-Tischen bist):
settings-files-more = Eine Level-Datei in deinem Level-Ordner ersetzt die mitgelieferte Datei gleichen Namens.
settings-close = Schließen

## Den Bildschirm an einem Tisch weitergeben

privacy-pass = Weitergeben an { $name }
privacy-look-away = Alle anderen bitte wegschauen: Der nächste Bildschirm zeigt Handkarten.
privacy-take-back = Ich bin { $name }: meinen letzten Zug zurücknehmen
privacy-keep-move = Zug behalten: weitergeben an { $next }
privacy-show-hand = Ich bin { $name }: meine Karten zeigen
privacy-pass-back = { $name } möchte einen Zug zurücknehmen? Zurückgeben an { $name }

## Das Pausenmenü und die Regelseite

pause-title = Pause
pause-resume = Weiterspielen
pause-rules = Regeln
pause-settings = Einstellungen
pause-watch-so-far = Bisherige Partie ansehen
pause-leave = Tisch verlassen
pause-quit = Zum Menü
pause-online-note = Der Tisch spielt weiter, während du hier bist. Um nach dem Verlassen zurückzukommen, tritt mit der Einladung wieder bei.
pause-local-note = Beenden behält den Tisch: „Fortsetzen“ spielt ihn weiter.
rules-title = Regeln: { $game }
rules-close = Schließen

## Einen Tisch vorbereiten

setup-back = Zurück
setup-host = { $game } online hosten
setup-start = { $game } starten
setup-learn = Spielen lernen
setup-game = Spiel
setup-players = { $least }–{ $most } Spieler
setup-seats = Plätze am Tisch von { $game }
setup-variants = Varianten
setup-seed = Startwert
setup-seed-random = Zufällig
setup-seed-hint = eine ganze Zahl
setup-seed-more = Derselbe Startwert, dieselben Plätze und dieselben Züge ergeben immer dieselbe Partie.
setup-seed-not-a-number = der Startwert „{ $seed }“ ist keine ganze Zahl
setup-game-unknown = { $game } kann in dieser Version von Mogland nicht gespielt werden
setup-seat-needs-a-name = jeder Platz braucht einen Namen
setup-level-mod = Spielplan und Karten aus deiner Level-Datei { $file }.
setup-level-shipped = Spielplan und Karten aus levels/{ $file }.
setup-level-built-in = Spielplan und Karten aus dem eingebauten { $file }.
setup-expert-thinks = Experte denkt
setup-expert-more = Pro Entscheidung. Er sucht währenddessen auf allen Kernen; länger spielt stärker.
setup-expert-per-decision = pro Entscheidung
setup-seat = Platz
setup-name = Name
setup-colour = Farbe
setup-player = Spieler
setup-human = Mensch
setup-online-friend = Online: ein Freund
setup-online-friend-more = Ein Spieler an einem anderen Rechner nimmt diesen Platz
setup-remove = Entfernen
setup-add-seat = Platz hinzufügen
replace-title = Eine unfertige Partie von { $game }
replace-explain = Jedes Spiel behält einen unfertigen Tisch. Ein neuer Tisch von { $game } nimmt seinen Platz ein, und dieser ist dann endgültig weg.
replace-continue = Diese Partie fortsetzen
replace-drop = Verwerfen und neu beginnen

## Bots

bot-easy = Leicht
bot-normal = Normal
bot-hard = Schwer
bot-expert = Experte
bot-label = Bot: { $level }
bot-label-odds = Bot: { $level } ({ $odds })
bot-wins-nearly-all = gewinnt fast jede Partie gegen { $below }
bot-wins-tenths = gewinnt { $tenths } von 10 gegen { $below }

## Die Spiele

blurb-cat-attack = Streife durch Mog Land nach sechs Futtersorten und komm mit dem genauen Wurf nach Hause, mit neun Leben zum Ausgeben.
blurb-cat-fight = Schlecke versteckte Sahne auf einem Raster; achte darauf, wer dich ansieht; Katzenminze beendet Freundschaften.
blurb-catastrophes = Verdeckte Streiche bewegen die Waage; wer eine Schwelle kippt, bekommt die Schuld.
blurb-grand-prrrrix = Lass deine Katze der Reihe nach durch die Zimmer der Katzenvilla rennen: Energie einsetzen, Gegenstände plündern, zanken.
blurb-here-kitty-kitty = Locke die Katzen der Nachbarschaft in dein Haus; stiehl, erschrecke und blockiere die der Nachbarn.
first-player-cat-attack = Die Plätze spielen im Uhrzeigersinn in dieser Reihenfolge; jede Katze würfelt, und der höchste Wurf beginnt (bei Gleichstand wird neu gewürfelt).
first-player-cat-fight = Die Plätze spielen im Uhrzeigersinn in dieser Reihenfolge; Platz 1 beginnt (laut Regel beginnt, wer die meisten Katzen hat).
first-player-catastrophes = Die Plätze spielen im Uhrzeigersinn in dieser Reihenfolge; Platz 1 nimmt den Startspielermarker, der jede Runde nach links wandert.
first-player-grand-prrrrix = Jeder Platz zieht zufällig eine Katze; die Zugreihenfolge-Karten, nicht die Reihenfolge der Plätze, sagen, welche Katze zieht.
first-player-here-kitty-kitty = Die Plätze spielen im Uhrzeigersinn in dieser Reihenfolge; Platz 1 beginnt (laut Regel, wer im echten Leben die meisten Katzen hat).

## Varianten

variant-claws = Krallen nach Wahl
variant-claws-help = Ein Vogel und eine Maus weniger, als Spieler mitspielen.
variant-claws-shops = Krallen nach Wahl, schärfer
variant-claws-shops-help = Ein Vogel und eine Maus weniger, als Spieler mitspielen, und in jedem Laden ein Gegenstand weniger.
variant-short-lives = Weniger Leben
variant-short-lives-help = Jede Katze beginnt mit fünf statt neun Leben.
variant-time-limit = Zeitlimit
variant-time-limit-help = Nach 30 Runden entscheiden Leben plus Gegenstände; bei Gleichstand gewinnt, wer das meiste Futter hat, sonst ist es unentschieden.
variant-gang-warfare = Bandenkrieg
variant-gang-warfare-help = Spielt in Paaren (4 oder 6 Spieler; Partner sitzen sich gegenüber): Ein Paar gewinnt, wenn beide Katzen mit je sechs Futtersorten zu Hause sind.
variant-gang-shared-house = Bandenkrieg, ein Haus pro Paar
variant-gang-shared-house-help = Bandenkrieg, bei dem sich jedes Paar ein Haus teilt: eine Speisekammer mit sechs Futtersorten und neun Leben für beide.
variant-no-raiding = Kein Plündern
variant-no-raiding-help = Für jüngere Spieler: Wer auf dem Zuhause einer anderen Katze landet, nimmt nichts.
variant-no-trespassing = Kein Betreten
variant-no-trespassing-help = Für jüngere Spieler: Eine heimkehrende Katze greift die Katzen in ihrem Garten nicht an.
variant-no-cat-fight = Keine Katzenkämpfe
variant-no-cat-fight-help = Für jüngere Spieler: Es dürfen keine Katzenkämpfe erklärt werden.
variant-no-six-cat = Keine Sechserkatze
variant-no-six-cat-help = Für jüngere Spieler: Sechs Vogel- oder Mauskarten dürfen nicht ausgelegt werden.
variant-wild-cats = Wilde Katzen
variant-wild-cats-help = Das Überschreiten einer Schwelle kostet pro Feld darüber einen Punkt mehr; ein Kuscheln unter eins vergibt pro Feld einen mehr.
variant-shorter-course = Kürzere Strecke
variant-shorter-course-help = Fünf Zimmer, eins pro Katze, dann zurück zum eigenen Kissen.
variant-bidirectional = Rennen in beide Richtungen
variant-bidirectional-help = Starte an einem der beiden Enden der Rennreihenfolge.
variant-personal-space = Kleinere Privatsphäre
variant-personal-space-help = Geh frei an Katzen vorbei: Ein Zank beginnt nur, wenn du auf das Feld einer Katze ziehst.


## Unfertige Partien (Fortsetzen, im Menü)

unfinished-hosted = { $game }, für Freunde gehostet
unfinished-tutorial = Spielen lernen: { $game }
unfinished-bot-seat = { $name } ({ $level })
unfinished-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
unfinished-detail = { $names } · { $moves }
unfinished-detail-saved = { $names } · { $moves } · gespeichert { $ago }
ago-now = gerade eben
ago-minutes = vor { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
ago-hours = vor { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
ago-days = vor { $count ->
    [one] { $count } Tag
   *[other] { $count } Tagen
}

## Der Bildschirm am Ende der Partie

over-title = { $game } — Partie vorbei
over-wins = { $name } gewinnt!
over-shared-win = Geteilter Sieg: { $names }
over-online-again = Um wieder zusammen zu spielen, eröffnet der Gastgeber einen neuen Tisch, und die anderen treten bei.
over-menu = Menü
over-play-again = Noch einmal
over-watch-again = Noch einmal ansehen
over-kept = Jede beendete Partie wird im Menü unter Verlauf aufbewahrt.
over-winner = Sieger
over-chart = { $figure } nach { $clock }
over-sheet = Wertungsblatt

## Wörter für mehrere Bildschirme

list-and = { $first } und { $last }


## Die Leiste über dem Tisch

bar-over = Die Partie ist vorbei
bar-showing = Zeigt, was passiert ist …
bar-thinking = { $count ->
    [one] { $names } denkt nach …
   *[other] { $names } denken nach …
}
bar-pass-to = Gib den Bildschirm an { $name } weiter
bar-asked = { $name }: { $prompt }
bar-asked-also = { $name }: { $prompt } ({ $others } { $count ->
    [one] darf auch antworten
   *[other] dürfen auch antworten
})
bar-may-answer = { $count ->
    [one] { $names } darf antworten
   *[other] { $names } dürfen antworten
}
bar-turn = { $count ->
    [one] { $names } ist am Zug
   *[other] { $names } sind am Zug
}
bar-away = { $count ->
    [one] { $names } ist weg: Wir warten auf die Rückkehr
   *[other] { $names } sind weg: Wir warten auf die Rückkehr
}
bar-away-host = { $count ->
    [one] { $names } ist weg: Wir warten auf die Rückkehr (Tisch-Chat: vorerst einen Bot spielen lassen)
   *[other] { $names } sind weg: Wir warten auf die Rückkehr (Tisch-Chat: vorerst einen Bot spielen lassen)
}
bar-paused = Pausiert
bar-replay = Eine Wiederholung ansehen
bar-menu = Menü
bar-menu-more = Den Tisch pausieren: Regeln, Einstellungen, Beenden (Esc)
bar-hint = Tipp
bar-hint-more = Was ein Normal-Bot an deiner Stelle täte, und warum (H)
bar-hint-line = Tipp: { $action }
bar-undo = Rückgängig
bar-undo-more = Den letzten Zug von { $name } zurücknehmen (Strg+Z)
bar-skip = Überspringen ▶▶
bar-skip-more = Den Rest auf einmal zeigen


## Einem Tisch beitreten

join-title = Einem Tisch beitreten
join-invite = Die Einladung des Gastgebers (einfügen: Sie beginnt mit mogland-)
join-name = Dein Name (der Tisch zeigt ihn an deinem Platz)
join-name-missing = gib deinen Namen ein: Der Tisch zeigt ihn an deinem Platz
join-only-watch = Nur zuschauen (kein Platz)
join-join = Beitreten
join-knocking = Klopft am Tisch an …
join-back = Zurück
lobby-table-of = Ein Tisch { $game }
lobby-variants = Varianten: { $variants }
lobby-seat = Platz { $number }
lobby-open = frei
lobby-sit = Hier hinsetzen
lobby-bot-at-host = Bot ({ $level }) beim Gastgeber
lobby-at-host = am Bildschirm des Gastgebers
lobby-away = weg
lobby-ready = bereit
lobby-not-ready = noch nicht bereit
lobby-you = du, { $state }
lobby-stand = Aufstehen
lobby-watchers = Es schauen zu: { $names }
lobby-you-watch = Du schaust zu: Die Partie erscheint hier, sobald der Gastgeber sie startet.
lobby-pick = Wähle einen freien Platz.
lobby-ready-button = Bereit
lobby-unready-button = Nicht bereit
lobby-starts-when = Die Partie beginnt, wenn alle Plätze besetzt und alle Spieler bereit sind.
route-direct = Direkt verbunden, Umlaufzeit { $ms } ms
route-relay = Über ein Relay verbunden, Umlaufzeit { $ms } ms

## Der Tisch-Chat

chat-title = Tisch-Chat
chat-title-lines = Tisch-Chat ({ $count })
chat-say = Sagen


## Einen Tisch hosten

host-title = { $game } wird gehostet
host-give-invite = Gib deinen Freunden diese Einladung (sie fügen sie unter „Einem Tisch beitreten“ ein):
host-copy = Einladung kopieren
host-copy-more = Für einen Freund, der sie verloren hat: Füge sie ihm ein
host-new-invite = Neue Einladung
host-new-invite-more = Die bisherige Einladung lässt niemanden mehr herein; wer am Tisch sitzt, bleibt
host-watchers = Andere dürfen zuschauen
host-reach-anywhere = Wer die Einladung hat, erreicht diesen Tisch von überall, ohne Router-Einstellungen. Nur wer sie hat.
host-reach-network = Kein Relay antwortet (siehe Einstellungen): Nur Rechner in diesem Netzwerk erreichen den Tisch.
host-waiting-friend = wartet auf einen Freund
host-here = hier
host-kick = Zum Gehen bitten
host-start = Partie starten
host-all-ready = Alle sind da und bereit.
host-start-when = Die Partie kann beginnen, wenn jeder freie Platz besetzt und jeder Spieler bereit ist.
host-close = Tisch schließen
host-is-away = { $name } ist weg.
host-cover = Vorerst einen Bot spielen lassen
host-uncover = Lieber warten
host-release = Die Plätze von { $name } an einen neuen Rechner geben
host-release-more = Für jemanden, der seinen Mogland-Ordner verloren hat: Der nächste Rechner, der als { $name } beitritt, bekommt die Plätze
host-news-covered = Ein Bot spielt für { $name }, bis die Person zurück ist
host-news-waits = Der Tisch wartet auf { $name }
host-again = Dieser Tisch wird wieder gehostet: { $names } { $count ->
    [one] kann
   *[other] können
} mit der früheren Einladung wieder beitreten (der Tisch-Chat zeigt sie auch)
host-again-failed = Der Online-Tisch konnte nicht wieder öffnen ({ $error }): Er geht hier weiter
chat-title-away = Tisch-Chat · { $count } weg


## Spielen lernen

tutorial-title = { $game } spielen lernen
tutorial-begin = Los geht’s
tutorial-step = Spielen lernen · Schritt { $number } von { $total } · { $idea }
tutorial-plays-on = Spielen lernen · die Partie geht weiter
tutorial-leave = Verlassen
tutorial-leave-more = Zurück zum Menü; „Fortsetzen“ nimmt die Anleitung wieder auf
tutorial-rules = Regeln
tutorial-rules-more = Die Regelseite
tutorial-watch = Schau den anderen beim Spielen zu …

## Verlauf

history-title = Verlauf
history-count = { $count ->
    [one] { $count } beendete Partie
   *[other] { $count } beendete Partien
}
history-back = Zurück zum Menü
history-show = Zeigen
history-every-game = Alle Spiele
history-open-file = Eine Datei öffnen
history-watch-file = Ansehen
history-empty = Noch keine beendete Partie: Jede zu Ende gespielte Partie wird hier aufbewahrt.
history-won = { $count ->
    [one] { $names } hat gewonnen
   *[other] { $names } haben gewonnen
}
history-actions = { $count ->
    [one] { $count } Aktion
   *[other] { $count } Aktionen
}
history-watch = Ansehen
history-export = Exportieren
history-delete = Löschen
history-delete-sure = Endgültig löschen
history-records = Bilanz
history-no-records = Gewonnene und gespielte Partien jedes Spielers erscheinen hier, sobald jemand eine Partie beendet hat (Bots führen keine Bilanz).
history-bot-seat = { $name } (Bot: { $level })
history-against = { $won } von { $played } gegen Bots ({ $level })
history-record = { $name } bei { $game }: { $won } von { $played } gewonnen
history-record-bots = { $name } bei { $game }: { $won } von { $played } gewonnen; { $against }
history-unreadable = { $count ->
    [one] { $count } Datei im Verlaufsordner ist keine Partie, die dieses Mogland lesen kann; sie bleibt, wie sie ist: { $files }
   *[other] { $count } Dateien im Verlaufsordner sind keine Partien, die dieses Mogland lesen kann; sie bleiben, wie sie sind: { $files }
}
history-exported = Exportiert nach { $path }
history-export-failed = Konnte nicht exportiert werden: { $error }
history-open-failed = { $path } konnte nicht geöffnet werden: { $error }
