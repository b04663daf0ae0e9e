# Die Meldungen des Kerns, allen Spielen gemeinsam: wer am Zug ist, Zurücknehmen, eine geführte Partie.

rule-game-over = Die Partie ist vorbei
refused-game-over = es ist kein Zug mehr möglich
rule-answer-once = Nur die gefragten Spieler dürfen antworten, jeder einmal
refused-not-among-asked = { $count ->
    [one] nicht { $who } ist gefragt, sondern { $asked }
   *[other] { $who } gehört nicht zu denen, die noch antworten müssen ({ $asked })
}
rule-act-in-turn = Die Spieler sind reihum am Zug
refused-not-your-turn = { $count ->
    [one] { $asked } ist am Zug, nicht { $who }
   *[other] { $asked } sind am Zug, nicht { $who }
}
rule-tutorial-one-move = Spielen lernen: Der Tisch verlangt bei jedem Schritt einen bestimmten Zug
refused-try-the-glowing-one = versuch den leuchtenden: { $action }

rule-undo = Du darfst deine eigenen Züge zurücknehmen, bis etwas Verdecktes aufgedeckt, gewürfelt wird oder ein anderer Spieler zieht
refused-undo-nothing-yours = du hast nichts zurückzunehmen
refused-undo-no-table = es gibt keinen Tisch
refused-undo-nothing = es gibt nichts zurückzunehmen
refused-undo-another-acted = ein anderer Spieler hat seit deinem letzten Zug gespielt
refused-undo-sealed = dein letzter Zug hat etwas aufgedeckt oder gewürfelt: Er bleibt
refused-undo-replay = die Wiederholung wurde abgelehnt: { $why }

clock-action = Aktion

## Ein abgelehnter Spielstand: beschädigt, oder aus Regeln, die ihn nicht mehr nachspielen

save-damaged = der Spielstand ist beschädigt: { $why }
save-unusable = der Spielstand ist nicht verwendbar: { $why }
save-not-text = er ist kein lesbarer Text
save-why-not-over = seine Partie ist noch nicht zu Ende
save-why-other-game = er enthält eine Partie { $game }, nicht { $ours }
save-why-rules-version = er wurde mit den Regeln von { $game } in Version { $theirs } gespielt und dieses Mogland spielt Version { $ours }: Er würde nicht als dieselbe Partie nachgespielt
save-why-level = das Level, auf dem er gespielt wurde, besteht die Prüfungen dieses Moglands nicht: { $problem } (bei `{ $at }`)
save-why-cannot-deal = sein Tisch kann mit diesen Regeln nicht aufgebaut werden: { $why }
save-why-refused = seine Züge lassen sich mit diesen Regeln nicht mehr nachspielen: Zug { $number } im Verlauf wurde beim Nachspielen abgelehnt: { $detail } (Regel: { $rule })
save-why-digest = wer { $count ->
    [one] seinen { $count } Zug
   *[other] seine { $count } Züge
} nachspielt, kommt an einen anderen Tisch als den gespeicherten (die Regeln haben sich seitdem geändert)
save-why-not-a-save = er ist eine „{ $format }“-Datei, kein Mogland-Spielstand
save-why-format = er wurde im Speicherformat { $theirs } geschrieben und dieses Mogland liest Format { $ours }
save-refused = { $file } wurde abgelehnt ({ $why }); er wurde als { $kept } aufbewahrt
save-refused-not-moved = { $file } wurde abgelehnt ({ $why }); ihn beiseitezulegen ist gescheitert: { $error }
