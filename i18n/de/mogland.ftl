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
