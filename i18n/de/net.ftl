# Ein Online-Tisch: was der Gastgeber ablehnt, seine Neuigkeiten, wie eine Verbindung endete,
# die Einladung und der Schlüssel dieses Rechners.

net-rule-table = An einem Online-Tisch entscheidet der Gastgeber, wer für welchen Platz spielt
net-refused-too-many = zu viele Nachrichten: diese wurde verworfen
net-refused-watching = du schaust an diesem Tisch nur zu: Du hast keinen Platz
net-refused-not-started = die Partie hat nicht begonnen
net-refused-not-your-seat = Platz { $seat } gehört nicht dir
net-refused-not-an-action = der Gastgeber konnte darin keinen Zug dieses Spiels lesen ({ $why })

## Warum der Gastgeber einen Rechner abweist

net-refused-invite = Diese Einladung gehört nicht zu diesem Tisch, oder der Gastgeber hat inzwischen eine neue erstellt: Frag ihn nach der aktuellen Einladung
net-refused-rules-version = Dieser Tisch spielt { $game } mit Regelversion { $ours } und du hast Version { $theirs }: Beide brauchen dieselben Regeln
net-refused-cannot-play-yours = Dein Mogland kann { $game } nicht spielen
net-refused-cannot-play-host = Dieser Gastgeber kann { $game } nicht spielen
net-refused-no-watchers = An diesem Tisch darf niemand zuschauen
net-refused-started = Die Partie hat begonnen und dieser Rechner hat keinen Platz daran
net-refused-name-taken = Jemand namens { $name } sitzt schon an diesem Tisch: Wähle einen anderen Namen
net-refused-kicked = Der Gastgeber hat dich gebeten, den Tisch zu verlassen

## Die Neuigkeiten des Gastgebers

net-news-resumed = Die Partie { $game } geht nach { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
} weiter: Sie wartet auf ihre Spieler
net-news-new-invite = Neue Einladung: Die bisherige lässt niemanden mehr herein
net-news-released = Die Plätze von { $name } gehen an den nächsten Rechner, der als { $name } beitritt
net-news-bot-renamed = Der Bot namens { $name } heißt jetzt { $renamed }
net-news-begins = Die Partie { $game } beginnt
net-news-could-not-start = Der Tisch konnte nicht starten: { $why }
net-news-kicked = { $name } wurde gebeten zu gehen
net-news-sits = { $name } setzt sich auf Platz { $seat }
net-news-takes-back = { $name } nimmt den letzten Zug zurück
net-news-says = { $name } sagt: { $text }
net-news-refused = { $name } abgewiesen: { $why }
net-news-watches-again = { $name } schaut wieder zu
net-news-back = { $name } ist zurück
net-news-watches = { $name } schaut dem Tisch zu
net-news-joins = { $name } kommt an den Tisch
net-news-stops-watching = { $name } schaut nicht mehr zu
net-news-left = { $name } ist gegangen
net-news-away = { $name } ist weg: Der Tisch wartet

## Der Chat des Tisches

net-chat-watching = { $name } schaut zu
net-chat-good-game = gutes Spiel
net-chat-your-turn = du bist dran
net-chat-one-moment = einen Moment
net-chat-well-played = gut gespielt

## Wie die Zeit eines Gastes am Tisch endete

net-end-host-left = Der Gastgeber hat den Tisch verlassen; er ist auf seinem Rechner gespeichert: Wenn er ihn wieder öffnet, tritt mit seiner Einladung von diesem Rechner aus bei (dein Platz bleibt dafür frei).
net-end-host-closed = Der Gastgeber hat den Tisch geschlossen (er ist gegangen, oder die Verbindung ist abgebrochen).
net-end-host-gone = Der Gastgeber war weg, bevor du einen Platz hattest (er ist gegangen, oder die Verbindung ist abgebrochen).
net-end-cannot-play = Dieses Mogland kann { $game } nicht spielen
net-end-full = Jeder Platz an diesem Tisch ist besetzt
net-end-check-failed = Die Partie ist zu Ende, aber der hier gezeigte Tisch war nicht der des Gastgebers: { $why }
net-end-no-answer = Kein Tisch hat geantwortet: Prüf die Einladung und frag den Gastgeber, ob sein Tisch noch offen ist
net-end-never-answered = Der Tisch hat diesen Rechner hereingelassen, aber nie geantwortet: Vielleicht ist er beschäftigt oder voll; versuch es gleich noch einmal
net-conn-closed = die Verbindung wurde geschlossen
net-conn-timed-out = der andere Rechner antwortet nicht mehr
net-conn-lost = die Verbindung ist abgebrochen ({ $why })
net-conn-unreachable = Der Tisch ist nicht erreichbar: { $why }

## Die Einladung und der Schlüssel dieses Rechners

net-invite-empty = füge die Einladung ein, die dir der Gastgeber gegeben hat (sie beginnt mit mogland-)
net-invite-not-one = das ist keine Mogland-Einladung: Eine Einladung beginnt mit mogland-
net-invite-cut = diese Einladung ist abgeschnitten oder vertippt: Kopier sie noch einmal, ganz
net-invite-other-version = diese Einladung stammt von einer anderen Mogland-Version
net-key-not-one = { $file } ist kein Mogland-Schlüssel ({ $why }): Verschieb die Datei, damit ein neuer entsteht (die Plätze, die dieser Rechner an laufenden Tischen hat, muss dir dann der Gastgeber zurückgeben)
net-key-cannot-keep = der Schlüssel dieses Rechners kann nicht in { $file } gespeichert werden: { $why }
net-key-cannot-read = { $file } kann nicht gelesen werden: { $why }

## Das Netzwerk dieses Rechners starten

net-relay-not-one = { $address } ist keine Relay-Adresse ({ $why }): Schreib sie wie https://relay.example.org
net-cannot-start = das Netzwerk kann nicht starten: { $why }
net-cannot-listen = auf Port { $port } kann nicht gelauscht werden: { $why }
net-cannot-open = das Netzwerk kann nicht geöffnet werden (Port { $port }): { $why }
