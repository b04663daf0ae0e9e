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

bar-refusal = { $detail } (Regel: { $rule })
log-taken-back = Zurückgenommen: { $line }
log-heading = Was passiert ist

hkk-sheet-house = Haus ×5
hkk-sheet-porch = Veranda ×3
hkk-sheet-yard = Garten ×0
hkk-sheet-five = 5+ { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    }
hkk-sheet-each-colour = 1 jeder Farbe
hkk-sheet-most = Meiste { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    }
hkk-sheet-one-colour-house = Haus in 1 Farbe
hkk-sheet-best-in-show = Best in Show

## Der Tisch von Here, Kitty, Kitty!: die Zeile über dem Brett, die Seitenleiste (schmal), die
## Hand, die Beschriftungen auf dem Brett und die Fenster

hkk-ui-turn = Zug { $number }
hkk-ui-to-play = { $name } ist dran
hkk-ui-actions-left = { $count ->
    [one] noch { $count } Aktion
   *[other] noch { $count } Aktionen
}
hkk-ui-draw-pile = Nachziehstapel: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
hkk-ui-hand-limit = Handlimit { $limit }
hkk-ui-final-round = Letzte Runde: { $count ->
    [one] noch { $count } Zug nach diesem
   *[other] noch { $count } Züge nach diesem
}
hkk-ui-sheet = Wertungsbogen
hkk-ui-sheet-final = Endstand
hkk-ui-sheet-now = Wenn die Partie jetzt endete · zeig auf eine Zahl für das Warum
hkk-ui-why-colour = { $count } { $colour ->
    [black] schwarze
    [gray] graue
    [orange] orange
   *[white] weiße
}
hkk-ui-why-house-none = Keine Katzen im Haus
hkk-ui-why-house = { $count ->
    [one] { $count } Katze im Haus × 5 = { $points } ({ $colours })
   *[other] { $count } Katzen im Haus × 5 = { $points } ({ $colours })
}
hkk-ui-why-porch-none = Keine Katzen auf der Veranda
hkk-ui-why-porch = { $count ->
    [one] { $count } Katze auf der Veranda × 3 = { $points } ({ $colours })
   *[other] { $count } Katzen auf der Veranda × 3 = { $points } ({ $colours })
}
hkk-ui-why-yard-none = Keine Katzen im Garten (sie brächten nichts)
hkk-ui-why-yard = { $count ->
    [one] { $count } Katze im Garten bringt nichts
   *[other] { $count } Katzen im Garten bringen nichts
}
hkk-ui-why-total = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} · { $cats ->
    [one] { $cats } Katze
   *[other] { $cats } Katzen
} auf dem Grundstück · die meisten einer Farbe: { $most } (für Gleichstände)
hkk-ui-why-five = { $count } { $colour ->
    [black] schwarze
    [gray] graue
    [orange] orange
   *[white] weiße
} { $count ->
    [one] Katze
   *[other] Katzen
} auf dem Grundstück (ab 5 gibt es einmal 5)
hkk-ui-why-most = { $count } { $colour ->
    [black] schwarze
    [gray] graue
    [orange] orange
   *[white] weiße
} { $count ->
    [one] Katze
   *[other] Katzen
}; die meisten bei einem Spieler: { $best } (alle Gleichplatzierten punkten)
hkk-ui-why-each-colour = Farben auf dem Grundstück: { $colours }
hkk-ui-why-one-colour-house-none = Im Haus sind keine Katzen
hkk-ui-why-one-colour-house = Im Haus: { $colours }
hkk-ui-why-best-in-show = { $count ->
    [one] { $count } Katze
   *[other] { $count } Katzen
} auf der Veranda; die meisten auf einer Veranda: { $best } (Gleichstände punkten alle)
hkk-ui-all-bots = Alle Plätze sind Bots: Lehn dich zurück und schau zu (Esc für das Menü).
hkk-ui-hands-hidden = Die Hände bleiben verdeckt, während ein anderer Spieler handelt.
hkk-ui-hand = Hand von { $name }
hkk-ui-play = { $card } spielen
hkk-ui-click-property = Klick jetzt auf ein leuchtendes Grundstück, um die Karte dort zu spielen.
hkk-ui-discard = Abwerfen…
hkk-ui-discard-more = Eine Aktion: Wirf so viele Karten ab, wie du willst
hkk-ui-discard-chosen = { $count ->
    [one] { $count } gewählte Karte abwerfen
   *[other] { $count } gewählte Karten abwerfen
}
hkk-ui-cancel = Abbrechen
hkk-ui-pass = Passen
hkk-ui-pass-more = Sonst ist nichts möglich
hkk-ui-stop = Hier aufhören
hkk-ui-stop-more = Die Zahlen einer Karte sind Höchstwerte
hkk-ui-use-copy = Kopie nutzen
hkk-ui-use-copy-more = Nachmachkatze
hkk-ui-click-discards = Klick die Karten an, die du abwerfen willst.
hkk-ui-card-hover = { $card }: { $text }
hkk-ui-to-draw = { $count } im Stapel
hkk-ui-discarded = { $count } abgeworfen
hkk-ui-neighborhood = Nachbarschaft · { $count ->
    [one] { $count } Katze
   *[other] { $count } Katzen
}
hkk-ui-property = { $name } · { $count } auf der Hand
hkk-ui-zone = { $zone ->
    [yard] Garten
    [porch] Veranda
   *[house] Haus
} { $count }
hkk-ui-type-instant = Sofort
hkk-ui-type-standard = Standard
hkk-ui-type-defensive = Verteidigung
hkk-ui-why-not-rival = Eine Katze auf dem Grundstück eines anderen Spielers bewegt nur ihr Besitzer, oder eine Karte.
hkk-ui-why-not-asked = Diese Katze kannst du für das, was gerade gefragt ist, nicht nutzen.
hkk-ui-why-not-now = Diese Katze kann sich jetzt nicht bewegen.
hkk-ui-cannot-go-there = Diese Katze kann nicht dorthin: Die leuchtenden Zonen können sie aufnehmen.
hkk-ui-which-one = Welche?
hkk-ui-nudge-own = { $way ->
    [in] Eine deiner Katzen geht einen Schritt hinein (auf das Haus zu; du wählst, welche)
   *[out] Eine deiner Katzen geht einen Schritt hinaus (auf die Nachbarschaft zu; du wählst, welche)
}
hkk-ui-nudge = { $way ->
    [in] Eine Katze von { $name } geht einen Schritt hinein (auf das Haus zu; { $name } wählt, welche)
   *[out] Eine Katze von { $name } geht einen Schritt hinaus (auf die Nachbarschaft zu; { $name } wählt, welche)
}
hkk-ui-revive = Der Ablagestapel: Nimm eine Karte zurück
hkk-ui-or = { $first } oder { $last }
hkk-ui-window-line = { $event }: { $question }
hkk-ui-event-play = { $player } spielt { $card }
hkk-ui-event-play-own = { $player } spielt { $card } auf das eigene Grundstück
hkk-ui-event-play-on = { $player } spielt { $card } auf { $target }
hkk-ui-event-play-on-you = { $player } spielt { $card } auf dich
hkk-ui-event-move = { $player } bewegt eine { $colour ->
    [black] schwarze
    [gray] graue
    [orange] orange
   *[white] weiße
} Katze { $from ->
    [neighborhood] aus der Nachbarschaft
    [yard] aus dem eigenen Garten
    [porch] von der eigenen Veranda
   *[house] aus dem eigenen Haus
} { $to ->
    [neighborhood] in die Nachbarschaft
    [yard] in den eigenen Garten
    [porch] auf die eigene Veranda
   *[house] ins eigene Haus
}
hkk-ui-event-instant = { $player } hat { $card } gezogen
hkk-ui-event-copy = { $player } hat { $card } gespielt
hkk-ui-event-land = { $player } hat die Hand aufgefüllt
hkk-ui-ask-block = Mit { $cards } blocken?
hkk-ui-ask-block-none = Du hast nichts, was das blockt
hkk-ui-ask-keep-off = Mit { $cards } abwehren?
hkk-ui-ask-keep-off-none = Du hast nichts, was das abwehrt
hkk-ui-ask-copy = Mit { $cards } kopieren (ohne Aktion)?
hkk-ui-ask-copy-none = Du hast nichts, womit du das kopieren kannst
hkk-ui-ask-land = { $cards }?
hkk-ui-ask-land-none = Du hast jetzt nichts zu spielen
hkk-ui-block-with = Mit { $card } blocken
hkk-ui-copy-with = Mit Nachmachkatze kopieren
hkk-ui-land = Auf den Pfoten landen: eine { $colour ->
    [black] schwarze
    [gray] graue
    [orange] orange
   *[white] weiße
} Katze { $from ->
    [yard] aus deinem Garten
    [porch] von deiner Veranda
   *[house] aus deinem Haus
} { $to ->
    [yard] in deinen Garten
    [porch] auf deine Veranda
   *[house] in dein Haus
}
hkk-ui-let-go = Durchlassen
hkk-ui-only-mine = In dieser Partie nur bei Karten fragen, die auf mich gespielt werden
hkk-ui-only-mine-more = Die Karte eines Gegners auf sein eigenes Grundstück und ein Gegner, der seine eigenen Katzen bewegt, werden für dich durchgelassen. Bei Karten auf dich, Sofortkarten und Nachmachkatze wirst du weiter gefragt.

## Die Seitenleiste und die Bedienung von Cat Fight

cf-ui-turn = Zug { $number }
cf-ui-cream = Sahne
cf-ui-blockers = Sperren
cf-ui-catnip = Katzenminze
cf-ui-catnip-used = benutzt
cf-ui-catnip-ready = bereit
cf-ui-own-creams = Sahneportionen von { $name }: { $values } (nur du siehst sie)
cf-ui-sight = Sichtlinien aller Katzen zeigen
cf-ui-sight-more = Oder zeig auf das Feld einer Katze
cf-ui-fight-dice = Kampfwürfel
cf-ui-lost = Du hast den Wurf verloren!
cf-ui-lost-more = Opfere eine Sahneportion, um neu zu würfeln, oder verlass das Brett.
cf-ui-sacrifice = Sahneportion mit Wert { $value } opfern
cf-ui-accept-defeat = Geschlagen geben
cf-ui-won = Du hast den Kampf gewonnen! Dreh dich:
cf-ui-acted = Deine Katze hat gehandelt.
cf-ui-acted-more = Klick auf ein leuchtendes Feld, um deine Katzenminze jetzt zu legen (jede Katze, die sie sieht, stürzt dorthin), oder beende deinen Zug und behalte sie.
cf-ui-end-turn = Zug beenden
cf-ui-which-way = Wohin soll deine Katze auf { $square } schauen?
cf-ui-cancel = Abbrechen
cf-ui-enter = Deine Katze ist nicht auf dem Brett: Klick auf ein leuchtendes blaues Feld, um sie einzusetzen.
cf-ui-mode-move = Ziehen
cf-ui-mode-blocker = Sperre setzen
cf-ui-mode-catnip = Katzenminze
cf-ui-mode-move-more = Klick auf ein leuchtendes Feld, um dorthin zu ziehen (auf eine Katze: ein Katzenkampf).
cf-ui-mode-blocker-more = Klick auf ein Feld für eine Sperre (nie auf Blau). Dann zieh, schlecke oder dreh dich auf der Stelle.
cf-ui-mode-catnip-more = Klick auf ein Feld für deine Katzenminze: Jede Katze, die sie sieht, stürzt dorthin.
cf-ui-sip = Sahne schlecken
cf-ui-turn-only = Deine Katze kann nicht ziehen: Dreh sie auf der Stelle.
cf-ui-turn-instead = Oder bleib stehen und dreh deine Katze:
cf-ui-wait = Einen Zug warten

## Das Fenster der Wiederholung (schmal)

replay-title = Wiederholung
replay-title-just-now = { $game }, gerade eben
replay-title-so-far = { $game } bis jetzt
replay-cannot-watch = Diese Partie kann nicht angesehen werden: { $error }
replay-game-unknown = { $game } kann in dieser Version von Mogland nicht angesehen werden
replay-start-more = Der Anfang
replay-back-more = Eine Aktion zurück
replay-play = Abspielen
replay-pause = Pause
replay-forward-more = Eine Aktion weiter
replay-end-more = Das Ende
replay-position = Aktion { $at } von { $total } · { $place }
replay-at-deal = der Anfang
replay-at-tick = { $clock } { $tick }
replay-at-action = Aktion { $number }
replay-speed = Tempo
replay-per-second = Aktionen/s
replay-seen-by = Ansicht
replay-side-public = Alle am Tisch (keine Hände)
replay-side-seat = Sicht von { $name }
replay-under-way = Die Partie läuft noch: Verdeckte Karten werden nicht gezeigt (deine nur, wenn du der einzige Spieler an diesem Bildschirm bist).
replay-go-to = Springen (nach { $clock } oder Aktion)
replay-tick = — { $clock } { $tick } —
replay-step = { $number }. { $name }: { $line }
replay-close = Schließen
replay-close-history = Schließen (zurück zum Verlauf)
replay-close-game = Schließen (zurück zu deiner Partie)

## Die Bedienung der Brettansicht (ein kleines Schild in der Ecke des Bretts)

camera-reset = Ansicht zurücksetzen
camera-reset-more = Das Brett wieder so zeigen wie am Anfang (R oder Pos1)
camera-keys = Rechts ziehen: drehen · Mausrad: zoomen · R: zurücksetzen

## Hinweise: was schiefging, auf dem nächsten Bildschirm

notice-table-could-not-open = Der Tisch konnte nicht öffnen: { $error }
notice-table-could-not-start = Der Tisch konnte nicht starten: { $error }
notice-not-playable = { $game } kann in dieser Mogland-Version nicht gespielt werden
notice-nothing-to-continue = Es gibt keine unfertige Partie zum Fortsetzen
notice-autosave-failed = Automatisches Speichern ist fehlgeschlagen: { $error }
notice-not-kept = Diese Partie konnte nicht im Verlauf aufbewahrt werden: { $error }
notice-no-tutorial = { $game } hat in dieser Mogland-Version keine Anleitung
notice-tutorial-step = Der nächste Schritt der Anleitung ist nicht verwendbar: { $error }
settings-relay-ca-unreadable = das Zertifikat des Relays { $file } kann nicht gelesen werden: { $error }
chat-line = { $name }: { $text }

## Der Tisch von Cat Attack: die Seitenleiste (schmal), die Hand, die Fenster über dem Brett und
## die Beschriftungen auf dem Brett. Kartennamen („Cat 3“, „Speedy Cat“) und Feldnamen kommen,
## wie sie sind ($card, $space); $name ist ein Spieler; $critter ist bird oder mouse, $suit cat,
## bird oder mouse und $shop fishmonger, dairy, corner-shop oder vet (wie in cat-attack.ftl).

ca-ui-last-curiosity = Letzte Curiosity-Karte
ca-ui-draws-curiosity = { $name } zieht eine Curiosity-Karte
# Die Figuren, die der Spieler wählen kann, in einer Reihe von Knöpfen.
ca-ui-pick-cat = deine Katze
ca-ui-pick-roof = { $critter ->
    [bird] ein Vogel vom Dach des Vogelhauses
   *[mouse] eine Maus vom Dach über dem Mauseloch
}
ca-ui-pick-on = { $critter ->
    [bird] der Vogel auf { $space }
   *[mouse] die Maus auf { $space }
}
ca-ui-pick-in-larder = { $critter ->
    [bird] der Vogel in der Speisekammer von { $name }
   *[mouse] die Maus in der Speisekammer von { $name }
}
ca-ui-pick-larder = Speisekammer von { $name }
# $number: die Nummer der Runde.
ca-ui-round = Runde { $number }
# Wer begonnen hat: der Wurf einer Katze im letzten Auswürfeln ($roll: der Würfel), dann $rolls:
# diese Würfe, durch Kommas getrennt.
ca-ui-first-roll = { $name } { $roll }
ca-ui-started = { $name } hat begonnen: höchster Wurf ({ $rolls })
ca-ui-started-after-tie = { $name } hat begonnen: nach Gleichstand neu gewürfelt und gewonnen ({ $rolls })
# $count: die Karten auf der Hand eines Spielers.
ca-ui-hand-size = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
ca-ui-retired = ausgeschieden: Ihre Speisekammer steht zum Plündern offen
ca-ui-lives-left = noch { $count } Leben
# Ein Laden, in der Tabelle der Läden und auf dem Brett.
ca-ui-shop = { $shop ->
    [fishmonger] Fischhändler
    [dairy] Molkerei
    [corner-shop] Eckladen
   *[vet] Tierarzt
}
ca-ui-shop-open = offen
ca-ui-shop-closed = geschlossen
# $count: die Gegenstände, die noch auf dem Dach des Ladens liegen.
ca-ui-shop-stock = { $count } übrig
ca-ui-play-card = Spiele eine Mog-Karte: Klick sie in deiner Hand an.
ca-ui-discard-card = Keine deiner Karten ist spielbar: Klick eine an, um sie abzuwerfen.
ca-ui-six-cat = Sechserkatze aus { $critter ->
    [bird] Vögeln
   *[mouse] Mäusen
} auslegen
ca-ui-six-cat-more = { $critter ->
    [bird] Sechs Vogelkarten: Lass einen Vogel aus der Speisekammer einer anderen Katze verschwinden und zieh ihn sechs Felder
   *[mouse] Sechs Mauskarten: Lass eine Maus aus der Speisekammer einer anderen Katze verschwinden und zieh sie sechs Felder
}
ca-ui-roll-and-move = Würfle und zieh deine Katze.
ca-ui-roll = Würfeln
# $count: die Felder, die zu ziehen sind.
ca-ui-move-cat = Zieh deine Katze genau { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}: Zieh sie auf ein leuchtendes Feld oder klick eins an.
ca-ui-move-critter = { $critter ->
    [bird] Zieh einen Vogel genau { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }: Zieh einen leuchtenden Vogel (auf dem Brett oder wartend auf dem Dach des Vogelhauses) auf ein leuchtendes Feld.
   *[mouse] Zieh eine Maus genau { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }: Zieh eine leuchtende Maus (auf dem Brett oder wartend auf dem Dach über dem Mauseloch) auf ein leuchtendes Feld.
}
ca-ui-pounce = Cat Attack: Klick eine leuchtende Katze, einen leuchtenden Vogel oder eine leuchtende Maus an (oder zieh deine Katze darauf).
ca-ui-burgle = Cat Burglar: Klick einen leuchtenden Pfotenabdruck oder ein leuchtendes Zuhause an (oder zieh deine Katze darauf).
ca-ui-six-cat-pick = Sechserkatze: Wähle die Speisekammer, aus der { $critter ->
    [bird] der Vogel verschwindet (eine leuchtende Fußmatte), dann, wohin er geht.
   *[mouse] die Maus verschwindet (eine leuchtende Fußmatte), dann, wohin sie geht.
}
ca-ui-which-way = Mehr als ein Weg führt dorthin. Welcher?
# Ein Weg: seine $number und die Felder, über die er führt ($spaces, durch Kommas getrennt).
ca-ui-via = { $number }. über { $spaces }
ca-ui-cancel = Abbrechen
ca-ui-or-choose = Oder wähle hier:
ca-ui-raid = Plündern? Nimm einen Gegenstand aus der Speisekammer von { $name } oder nimm nichts:
# $food: was genommen wird, wie in den Sätzen der Regeln (ca-food-…: „eine Dose Fisch“, Akkusativ).
ca-ui-raid-take = { $food } nehmen: Bist du bei Zugende noch in diesem Garten, verlierst du als Plünderer zwei Leben
ca-ui-take-nothing = Nichts nehmen
ca-ui-take-nothing-more = Stehlen ist freiwillig: Eine Katze, die nichts nimmt, riskiert dafür kein Leben
ca-ui-swap = Du siehst die Hand von { $name }: Nimm eine Karte und gib eine zurück.
ca-ui-fight-discard = Katzenkampf: Wirf eine { $suit ->
    [cat] Katzenkarte
    [bird] Vogelkarte
   *[mouse] Mauskarte
} von deiner Hand ab (Bildkarten kämpfen nicht).
ca-ui-declare-fight = Oder erkläre einer Katze in höchstens sechs Feldern einen Katzenkampf:
# Einen Kampf erklären liest sich als Satz um zwei Auswahllisten, den Spieler ($name) und die
# Karten der Farbe (ca-ui-fight-suit): „Kampf gegen [Jeremy] mit [Mauskarten] [Kämpfen!]“.
ca-ui-fight-target = Kampf gegen
ca-ui-fight-in = mit
ca-ui-fight-suit = { $suit ->
    [cat] Katzenkarten
    [bird] Vogelkarten
   *[mouse] Mauskarten
}
ca-ui-fight-button = Kämpfen!
ca-ui-hand = Hand von { $name } (nur du siehst sie)
ca-ui-their-hand = Hand von { $name }: Nur du siehst sie
ca-ui-swap-take = Klick die Karte an, die du nimmst.
ca-ui-swap-give = Du nimmst { $card }. Klick jetzt unten in deiner Hand die Karte an, die du abgibst.
ca-ui-keep-hand = Meine Hand behalten
ca-ui-take-another = Eine andere nehmen
# Das Fenster des Kampfs: „Katzenkampf“, der Angreifer, „gegen“, der Verteidiger (jeweils eine
# eigene Beschriftung), dann die Farbe, jede gespielte Karte und wie er ausgeht.
ca-ui-fight = Katzenkampf
ca-ui-versus = gegen
ca-ui-fight-in-suit = mit { $suit ->
    [cat] Katzenkarten
    [bird] Vogelkarten
   *[mouse] Mauskarten
}
ca-ui-fight-lost = { $name } kann nicht antworten und verliert
ca-ui-fight-to-answer = { $name } muss antworten…
# Neben dem Würfel: wer gewürfelt hat, und der Wurf ($value).
ca-ui-rolled = { $name } hat eine { $value } gewürfelt
# Über dem Haus einer ausgeschiedenen Katze.
ca-ui-house-retired = { $name } (ausgeschieden)
# Die Unterschrift einer Farbkarte; das Band der Curiosity-Karte.
ca-ui-suit = { $suit ->
    [cat] Katze
    [bird] Vogel
   *[mouse] Maus
}
ca-ui-curiosity = Curiosity
# Der Hinweistext einer Mog-Karte: ihr Name, dann was sie tut ($count: die Felder darauf).
ca-ui-card-cat = { $card }: Zieh deine Katze { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}, genau abgezählt.
ca-ui-card-bird = { $card }: Zieh einen beliebigen Vogel { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}. Vögel springen über alles, bleiben aber nie auf einem Zuhause oder einem anderen Tier stehen. Auch eine Farbe für Katzenkämpfe.
ca-ui-card-mouse = { $card }: Zieh eine beliebige Maus { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}. Mäuse springen über alles, bleiben aber nie auf einem Zuhause oder einem anderen Tier stehen. Auch eine Farbe für Katzenkämpfe.
ca-ui-card-speedy-cat = { $card }: Würfle dreimal und zieh nach jedem Wurf, danach kommt dein normaler Wurf.
ca-ui-card-cat-attack = { $card }: Spring auf eine Katze, einen Vogel oder eine Maus in höchstens sechs Feldern (eine Katze auf ihrem Zuhause ist sicher).
ca-ui-card-cat-burglar = { $card }: Spring auf den Cat-Burglar-Pfotenabdruck eines Ladens (offen oder geschlossen) und nimm seinen Gegenstand, oder auf ein Zuhause in höchstens sechs Feldern und plündere seine Speisekammer. Beendest du deinen Zug in diesem Garten oder auf diesem Zuhause, verlierst du ein Leben.

## Der Tisch von Grand Prrrrix: die Seitenleiste (schmal), die Reihe der Zimmer der
## Rennreihenfolge, das Zank-Fenster und die Beschriftungen auf dem Brett. Katzennamen („Brown
## Cat“) und Zimmernamen kommen, wie sie sind ($cat, $room); $name ist ein Spieler.

# $name: wer es öffnet; dann, was darin war.
gp-ui-opens-present = { $name } öffnet das Geschenk…
gp-ui-found-toy-mouse = Die Spielzeugmaus
gp-ui-found-food-bowl = Der Futternapf
gp-ui-found-pillow = Das Kopfkissen
gp-ui-found-present = Die Geschenk-Karte: Du hast die Wahl!
# Die gerade aufgedeckte Zugreihenfolge-Karte: die Katze, die sie zieht, und ihr Zimmer.
gp-ui-turn-card-more = Die Zugreihenfolge-Karte: { $cat } zieht jetzt. Eine Katze, die ihren Zug im Zimmer { $room } beginnt, zieht ein Feld weiter (2 gratis, 3 für 1, 4 für 3, 5 für 6).
# $number: die Nummer des Zugs.
gp-ui-turn = Zug { $number }
gp-ui-cat-moves = { $cat } zieht
gp-ui-whose-cat = Katze von { $name }
gp-ui-room-bonus = Sie hat im Zimmer { $room } begonnen: In diesem Zug ein Feld mehr (2 gratis, höchstens 5)
gp-ui-room-no-bonus = Eine Katze, die ihren Zug im Zimmer { $room } beginnt, käme ein Feld weiter
gp-ui-room-no-bonus-more = Das Zimmer auf einer Zugreihenfolge-Karte gibt ihrer Katze einen Bonus: Beginnt sie ihren Zug dort, zieht sie ein Feld weiter als sonst (2 Felder gratis, 3 für 1 Energie, 4 für 3, 5 für 6).
# $count: die Zugreihenfolge-Karten, die noch im Stapel sind.
gp-ui-cards-to-come = { $count ->
    [one] noch { $count } Karte bis zum Mischen
   *[other] noch { $count } Karten bis zum Mischen
}
gp-ui-click-square = Klick auf ein leuchtendes Feld: Die Zahl sind seine Energiekosten.
gp-ui-click-cat = Klick deine Katze an ({ $cat }, deine Form auf ihrem Schild), um sie aufzunehmen, dann ein leuchtendes Feld.
# $moved von den $max Feldern dieses Zugs, und die Energie der Katze ($energy).
gp-ui-spaces-used = { $moved } von { $max } Feldern gezogen · { $energy } Energie
gp-ui-stay-rest = Hier ausruhen (+3 Energie im nächsten Zug)
gp-ui-stay-play = Mit der Spielzeugmaus spielen (eine Münze nehmen)
gp-ui-stay-eat = Am Futternapf fressen (+5 Energie)
gp-ui-stay-open = Das Geschenk öffnen
gp-ui-stay-wait = Stehen bleiben
gp-ui-stay-stop = Den Zug hier beenden
gp-ui-spat-hint = Eine Katze neben deiner (nicht diagonal) leuchtet: Klick sie oder einen Knopf an, um mit ihr zu zanken.
# Die Katze, mit der gezankt wird ($cat), und ihr Spieler ($name).
gp-ui-spat-here = Hier mit { $cat } ({ $name }) zanken
gp-ui-spat-more = Katzen zanken, wenn eine neben eine andere zieht: direkt daneben, durch eine offene Seite (nicht diagonal, nicht durch eine Wand). Beide zählen ihre Boni dazu und würfeln; der Gewinner schiebt den Verlierer.
gp-ui-choose-hint = Katzen neben deiner (nicht diagonal) leuchten: Zanke nacheinander mit ihnen, in der Reihenfolge, die du willst; klick eine an oder einen Knopf.
gp-ui-spat = Mit { $cat } ({ $name }) zanken
gp-ui-leave-them = In Ruhe lassen
gp-ui-retreat = { $name } greift an! Klick auf ein leuchtendes Feld, um auszuweichen (1 Energie), oder:
gp-ui-stand = Standhalten und kämpfen
gp-ui-bonus-hint = Wähle deine Boni im Zank-Fenster.
gp-ui-push-nowhere = { $name } kann nirgendwohin geschoben werden.
gp-ui-carry-on = Weiter
gp-ui-push = Gewonnen! Klick auf ein leuchtendes Feld, um { $name } dorthin zu schieben.
gp-ui-push-take = …und das frei gewordene Feld einnehmen
gp-ui-present = Die Geschenk-Karte! Was hast du gefunden?
gp-ui-find-toy-mouse = Die Spielzeugmaus (eine Münze)
gp-ui-find-food-bowl = Der Futternapf (+5 Energie)
gp-ui-find-pillow = Das Kopfkissen (+3 Energie im nächsten Zug)
gp-ui-find-passage = Der Geheimgang nach Hause
# Die Energie einer Katze ($energy), von höchstens $most, und was ihr Ausruhen im nächsten Zug bringt ($due).
gp-ui-energy-of = { $energy } Energie von höchstens { $most }
gp-ui-energy = { $energy } Energie
gp-ui-energy-due = { $energy } Energie (+{ $due } fällig)
gp-ui-purr-more = Eine Purr-Karte zum Ausgeben im Zank (+2)
# Die Zimmer, die eine Katze geschafft hat ($done), von den $rooms des Rennens.
gp-ui-rooms = { $done }/{ $rooms } Zimmer
gp-ui-coin-more = Eine Münze der Spielzeugmaus: +1 in ihrem nächsten Zank
gp-ui-resting = ruht
gp-ui-ate = hat gerade gefressen
# Eine Zimmerkarte des Rennens: ihr Platz im Rennen ($number), ihr Zimmer und die Katze, deren
# Farbstreifen sie trägt.
gp-ui-race-card-more = Zimmer { $number } des Rennens: { $room }. Beende dort einen Zug nach den Zimmern davor. Der Farbstreifen gehört { $cat }: ein Heimrevier, +2 für diese Katze in einem Zank dort.
gp-ui-home-stretch = …dann heim zum eigenen Kissen
# Auf dem Brett: das Zimmer, in dem die Katze als Nächstes einen Zug beenden muss.
gp-ui-next-room = Nächstes: { $room }
# Auf dem Feld unter dem Zeiger: $count Felder weit, für $cost Energie.
gp-ui-way = { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}, { $cost } Energie
gp-ui-spat-title = Zank!
gp-ui-attacker = { $name } (Angreifer)
gp-ui-defender = { $name } (Verteidiger)
# Ein Bonus, den eine Katze ohne Wahl hat: +$plus, und wofür ($bonus: eine gp-bonus-Beschriftung).
gp-ui-standing-bonus = +{ $plus } { $bonus }
gp-ui-purr-bonus = +2 Purr-Karte
# +$plus, gekauft für $energy Energie.
gp-ui-energy-bonus = +{ $plus } für { $energy } Energie
gp-ui-committed = festgelegt
gp-ui-deciding = entscheidet…
gp-ui-in-all = +{ $plus } insgesamt
# Zwischen zwei Würfen mit Gleichstand.
gp-ui-tie = Gleichstand
# Die Summen des Zanks, die des Angreifers zuerst, und die siegreiche Katze.
gp-ui-spat-result = { $attacker } gegen { $defender }: { $cat } gewinnt
gp-ui-your-bonuses = Deine Boni, vor dem Würfeln:
gp-ui-spend-purr = Eine Purr-Karte ausgeben (+2)
gp-ui-energy-slider = Energie:
gp-ui-commit = Festlegen
# Ein Platz, wie der Tisch ihn nennt: seine Katze, dann sein Spieler.
gp-ui-seat = { $cat } ({ $name })

## Der Tisch von Cat'astrophes: die Zeile unter der Leiste, die Streich-Skala, die Strafpunkte,
## die Plätze um den Tisch und die Hand. $name ist ein Spieler.

cx-ui-choose-card-first = Wähle zuerst eine Karte aus deiner Hand, dann den Platz, vor den du sie legst.
# Die Strafpunkte eines Platzes, unter seinem Namen.
cx-ui-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
# $number: die Nummer der Runde.
cx-ui-round = Runde { $number }
cx-ui-draw-pile = Nachziehstapel: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
cx-ui-first-player = Startspieler: { $name }
cx-ui-revealing = Die Karten werden aufgedeckt…
# Über der Streich-Skala.
cx-ui-mischief = Streiche
cx-ui-punishment = Strafpunkte
cx-ui-punishment-more = Am Ende gewinnt, wer die wenigsten hat. Bei 20 endet die Partie.
# Nach den Punkten eines Spielers: die Karten auf seiner Hand.
cx-ui-in-hand = · { $count } auf der Hand
cx-ui-all-bots = Alle Plätze sind Bots: Lehn dich zurück und schau zu (Esc für das Menü).
cx-ui-hands-hidden = Die Hände bleiben verdeckt, während ein anderer Spieler handelt.
cx-ui-hand = Hand von { $name }
# Ein Knopf: $count Karten ziehen (1 oder 2).
cx-ui-draw = { $count } ziehen
cx-ui-pass = Passen
cx-ui-pass-more = Keine Karte auf der Hand und nichts mehr zum Ziehen
cx-ui-click-seat = Klick jetzt den Platz an, vor den du sie legst (leuchtende Plätze können sie nehmen).
cx-ui-drag-card = Zieh eine Karte auf einen Platz, oder klick sie an und dann den Platz.
cx-ui-no-cards = Keine Karten: Du musst ziehen
# Die Kartenarten, unten auf einer Karte.
cx-ui-kind-mischief = Streich
cx-ui-kind-trick = Trick
cx-ui-kind-cuddle = Kuscheln
# Der Hinweistext einer Karte ($value: die Zahl darauf).
cx-ui-card-mischief = Streich { $value }: Aufgedeckt schiebt er den Marker auf der Skala um { $value } nach oben. Erreicht oder überschreitet er 10, 15 oder 20, kostet das die Katze, vor der die Karte liegt, 1, 2 oder 3 Strafpunkte. Hast du ihn am Ende noch auf der Hand, kostet er dich { $value }.
cx-ui-card-trick = Trick { $value }: Schiebt den Marker wie ein Streich um { $value } nach oben, aber Tricks werden vor allen anderen Karten ausgewertet. Hast du ihn am Ende noch auf der Hand, kostet er dich { $value }.
cx-ui-card-cuddle = Kuscheln { $value }: Schiebt den Marker um { $value } nach unten; fällt er wieder unter 15 oder 10, werden der Katze, vor der die Karte liegt, 2 oder 1 Punkte erlassen.

display-none = kein Bildschirm: Das Spiel öffnet ein Fenster und braucht dafür eine Desktop-Sitzung (DISPLAY oder WAYLAND_DISPLAY); ohne sie nimm `mogland simulate` oder starte es mit xvfb-run
display-gone = kein Bildschirm: DISPLAY ist { $display }, aber dort antwortet kein X-Server ({ $socket } fehlt)
