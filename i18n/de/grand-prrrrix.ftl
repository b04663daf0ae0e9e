# Grand Prrrrix in der Katzenvilla: die Meldungen der Regeln (Ablehnungen und die Regeln,
# die sie nennen, Aufforderungen, Protokoll, Ende des Rennens, Beschriftungen, Tipps des
# normalen Bots). Namen von Katzen, Zimmern und Spielern kommen unverändert. Ein Feld kommt
# als $place (room, cushion, hall oder der Gegenstand darauf: toy-mouse, food-bowl, pillow,
# present) und $name (der Name des Zimmers oder der Katze, der das Kissen gehört).

## Ablehnungen: die Regel, wie das Regelheft sie sagt, und was an der Aktion gegen sie verstößt.

gp-rule-each-decision-in-its-turn = Jede Entscheidung zu ihrer Zeit
gp-refused-not-asked-now = { $action ->
        [move] Ziehen ist gerade nicht gefragt
        [stay] Stehenbleiben ist gerade nicht gefragt
        [spat] Ein Zank ist gerade nicht gefragt
        [decline] Einen Zank ablehnen ist gerade nicht gefragt
        [retreat] Ausweichen oder Standhalten ist gerade nicht gefragt
        [bonus] Ein Zank-Bonus ist gerade nicht gefragt
        [push] Ein Schubser ist gerade nicht gefragt
       *[present] Aus dem Geschenk wählen ist gerade nicht gefragt
    }
gp-rule-leave-the-bowl = Nach dem Fressen muss eine Katze den Napf verlassen
gp-refused-must-leave-the-bowl = sie hat im letzten Zug gefressen: Sie muss diesen Zug abseits des Futternapfs beenden
gp-refused-not-the-bowls-square = sie hat im letzten Zug gefressen: Sie darf in diesem Zug nicht das Feld des Futternapfs einnehmen
gp-refused-not-on-the-bowl = sie hat im letzten Zug gefressen: Sie darf diesen Zug nicht auf dem Futternapf beenden
gp-rule-personal-space = Kleinere Privatsphäre: Ein Zank beginnt nur, wenn eine Katze auf das Feld einer anderen zieht
gp-refused-move-onto-the-cat = zieh auf die Katze, um mit ihr zu zanken
gp-rule-one-spat-per-opponent = Höchstens ein Zank pro Gegner und Zug
gp-refused-already-spatted = du hast in diesem Zug schon mit dieser Katze gezankt
gp-rule-spat-where-you-start = Wer neben eine Katze zieht, beginnt einen Zank; eine Katze, die ihren Zug neben einer anderen beginnt, darf mit ihr zanken
gp-refused-spat-after-moving = nur eine Katze, die noch nicht gezogen ist, darf dort, wo sie steht, mit einer Nachbarin zanken
gp-rule-adjacent-spat = Wer orthogonal neben eine Katze zieht, beginnt einen Zank
gp-refused-not-next-to-yours = diese Katze steht nicht neben deiner
gp-refused-must-fight = mit einer Katze neben deiner muss gezankt werden; nur Zänke beim Verlassen eines Kissens oder mit einer Katze auf ihrem Kissen dürfen abgelehnt werden
gp-rule-retreat = Der Verteidiger darf für 1 Energie ein Feld ausweichen
gp-refused-no-energy-to-retreat = du hast keine Energie, um dafür zu bezahlen
gp-refused-retreat-square = Ausweichen ist ein orthogonaler Schritt auf ein freies Feld, weg vom Angreifer
gp-rule-purr-bonus = +2 für eine ausgegebene Purr-Karte, höchstens eine pro Zank, nie die, die den Fortschritt anzeigt
gp-refused-no-purr-card = du hast keine Purr-Karte mehr zum Ausgeben
gp-rule-energy-bonus = +1 für je 3 ausgegebene Energie
gp-refused-energy-buys = mit { $energy } Energie kannst du höchstens { $spent } ausgeben (+{ $plus })
gp-rule-push = Der Gewinner schiebt den Verlierer ein Feld in eine beliebige Richtung auf ein freies Feld
gp-refused-push-square = dieses Feld liegt nicht neben dem Verlierer oder ist besetzt
gp-rule-present-card = Die Geschenk-Karte: einer der drei anderen Gegenstände oder der Geheimgang nach Hause
gp-refused-cushion-taken = dein Kissen ist besetzt
gp-rule-on-the-board = Gezogen wird auf dem Spielplan
gp-refused-no-such-square = dieses Feld gibt es nicht
gp-rule-object-ends-the-turn = Wer auf einen Gegenstand zieht, beendet seinen Zug
gp-refused-on-an-object = deine Katze steht auf einem Gegenstand
gp-rule-no-cat-onto-a-cat = Keine Katze darf auf eine andere Katze ziehen
gp-refused-square-taken = { $place ->
        [room] das Zimmer { $name }
        [cushion] das Kissen von { $name }
        [toy-mouse] die Spielzeugmaus
        [food-bowl] der Futternapf
        [pillow] das Kopfkissen
        [present] das Geschenk
       *[hall] dieses Feld im Flur
    } ist besetzt
gp-rule-fierce-cats = Keine Katze darf neben eine Katze ziehen, die bei der Spielzeugmaus oder am Futternapf sitzt
gp-refused-next-to-a-fierce-cat = dieses Feld liegt neben einer Katze bei der Maus oder am Napf
gp-rule-cushion-front = Eine Katze verlässt oder betritt ein Kissen über das Feld davor
gp-refused-cushion-front = das Feld vor dem Kissen ist in diesem Zug nicht erreichbar
gp-rule-orthogonal = Gezogen wird nur orthogonal
gp-refused-diagonal = eine Katze zieht Feld für Feld, nie diagonal
gp-rule-move-up-to-4 = Zieh bis zu 4 Felder; 5, wenn die Katze im Zimmer der Karte begonnen hat
gp-refused-too-far = { $spaces ->
        [one] das ist { $spaces } Feld
       *[other] das sind { $spaces } Felder
    }; du hast noch { $left } von { $max }
gp-rule-energy-by-distance = Energie nach Entfernung: 1 Feld 0, 2 Felder 1, 3 Felder 3, 4 Felder 6
gp-refused-energy-for-distance = { $spaces ->
        [one] { $spaces } Feld kostet
       *[other] { $spaces } Felder kosten
    } { $cost } Energie; du hast { $energy }
gp-rule-ways-through-the-mansion = Gezogen wird orthogonal und durch Türen, und ein Zug endet, wo ein Zank beginnt oder auf einem Gegenstand
gp-refused-unreachable = { $place ->
        [room] das Zimmer { $name }
        [cushion] das Kissen von { $name }
        [toy-mouse] die Spielzeugmaus
        [food-bowl] der Futternapf
        [pillow] das Kopfkissen
        [present] das Geschenk
       *[hall] dieses Feld im Flur
    } ist in diesem Zug nicht erreichbar: Wände, Katzen oder ein Zank sind im Weg

## Was der gefragte Platz entscheiden muss.

gp-ask-leave-the-bowl = Du hast im letzten Zug gefressen: Verlass den Futternapf, bis zu { $max ->
        [one] { $max } Feld
       *[other] { $max } Felder
    } weit
gp-ask-leave-the-bowl-or-spat = Du hast im letzten Zug gefressen: Verlass den Futternapf, bis zu { $max ->
        [one] { $max } Feld
       *[other] { $max } Felder
    } weit, oder zanke zuerst mit einer Katze neben deiner (nicht diagonal)
gp-ask-move = Zieh deine Katze bis zu { $max ->
        [one] { $max } Feld
       *[other] { $max } Felder
    } weit, { $stay ->
        [rest] ruh dich hier aus (+3 Energie im nächsten Zug)
        [play] spiel mit der Spielzeugmaus (nimm eine Münze)
        [eat] friss am Futternapf (+5 Energie)
        [open] öffne das Geschenk
       *[wait] bleib stehen
    } oder zanke mit einer Katze neben deiner (nicht diagonal)
gp-ask-move-on = Gewonnen: Zieh weiter (noch bis zu { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }) oder beende deinen Zug
gp-ask-choose-a-spat = Wähle, mit welcher Katze neben deiner du als Nächstes zankst (nicht diagonal)
gp-ask-retreat = { $attacker } greift an: Weiche für 1 Energie ein Feld aus oder halte stand und kämpfe
gp-ask-bonus-attacker = Zank gegen { $against }: Setze deine Boni vor dem Würfeln ein (du entscheidest zuerst)
gp-ask-bonus-defender = Zank gegen { $against }: Setze deine Boni vor dem Würfeln ein (der Angreifer hat schon entschieden)
gp-ask-push = Gewonnen: Schieb { $loser } ein Feld weit und nimm das frei gewordene Feld ein, wenn du willst
gp-ask-present = Die Geschenk-Karte! Wähle, was du gefunden hast, oder den Geheimgang nach Hause

## Wie das Rennen endete.

gp-summary-turn-cap = Keine Katze kam in { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    } ins Ziel; { $count ->
        [one] { $winners } kam am weitesten
       *[other] { $winners } kamen gemeinsam am weitesten
    }
gp-summary-race = { $winner } ({ $cat }) hat alle Zimmer der Rennreihenfolge der Reihe nach besucht
gp-summary-home-stretch = { $winner } ({ $cat }) hat die eigenen fünf Zimmer der Reihe nach besucht und ist zum eigenen Kissen heimgekehrt

## Das Protokoll: was ein Spieler getan hat.

gp-log-move-onto = { $me } zieht auf { $other } ({ $spaces ->
        [one] { $spaces } Feld
       *[other] { $spaces } Felder
    }, { $cost } Energie)
gp-log-move = { $me } zieht { $spaces ->
        [one] { $spaces } Feld
       *[other] { $spaces } Felder
    } weit { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    } ({ $cost } Energie)
gp-log-move-to = { $me } zieht { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    }
gp-log-stay = { $stay ->
        [rest] { $me } ruht sich aus
        [play] { $me } spielt mit der Spielzeugmaus
        [eat] { $me } frisst am Futternapf
        [open] { $me } öffnet das Geschenk
        [stop] { $me } beendet den Zug
       *[wait] { $me } bleibt stehen
    }
gp-log-spat = { $me } zankt mit { $other }
gp-log-decline = { $me } lässt die anderen in Ruhe
gp-log-retreat = { $me } weicht { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    } aus (1 Energie)
gp-log-stand = { $me } hält stand und kämpft
gp-log-bonus-nothing = { $me } setzt nichts ein
gp-log-bonus-purr = { $me } setzt eine Purr-Karte ein (+2)
gp-log-bonus-energy = { $me } setzt { $energy } Energie ein (+{ $plus })
gp-log-bonus-purr-and-energy = { $me } setzt eine Purr-Karte (+2) und { $energy } Energie (+{ $plus }) ein
gp-log-push = { $me } schiebt { $loser } { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    }
gp-log-push-and-take = { $me } schiebt { $loser } { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    } und nimmt das frei gewordene Feld ein
gp-log-push-nowhere = { $me } kann { $loser } nirgendwohin schieben
# Wer geschoben wird, wenn das Protokoll den Verlierer des Zanks nicht mehr kennt (im Akkusativ).
gp-log-the-loser = den Verlierer
gp-log-find = { $me } findet { $object ->
        [toy-mouse] die Spielzeugmaus
        [food-bowl] den Futternapf
        [pillow] das Kopfkissen
       *[present] das Geschenk
    } im Geschenk
gp-log-passage = { $me } nimmt den Geheimgang nach Hause

## Die Zeilen des Protokolls: was geschehen ist, wie das Protokoll des Tisches es erzählt
## ($player: der Spieler, dem es geschah; ein Feld als $place und $name, wie oben)

# $cat und $room: die umgedrehte Zugreihenfolge-Karte.
gp-tell-turn-card = Zugreihenfolge-Karte: { $cat } — { $room }
gp-tell-turn-card-bonus = Zugreihenfolge-Karte: { $cat } — { $room }, und sie beginnt ihren Zug dort: ein Feld mehr
# $spaces: wie weit; $cost: die verbrauchte Energie.
gp-tell-moved = { $player } zieht { $spaces ->
        [one] { $spaces } Feld
       *[other] { $spaces } Felder
    } weit { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    } ({ $cost } Energie)
# $defender: der Spieler, mit dessen Katze es Zank gibt.
gp-tell-spat = Katzenzank! { $player } legt sich mit { $defender } an
gp-tell-retreated = { $player } weicht { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    } aus (1 Energie)
# Die Punkte des Angreifers ($player) gegen die des Verteidigers ($against); $winner: wer gewinnt.
gp-tell-rolled = { $player } { $score } gegen { $against } — { $winner } gewinnt
# $ties: wie viele Gleichstände vorher gewürfelt wurden.
gp-tell-rolled-after-ties = { $player } { $score } gegen { $against } nach { $ties ->
        [one] einem Gleichstand
       *[other] { $ties } Gleichständen
    } — { $winner } gewinnt
gp-tell-pushed = { $player } wird { $place ->
        [room] ins Zimmer { $name }
        [cushion] auf das Kissen von { $name }
        [toy-mouse] zur Spielzeugmaus
        [food-bowl] zum Futternapf
        [pillow] zum Kopfkissen
        [present] zum Geschenk
       *[hall] in den Flur
    } geschoben
gp-tell-took = { $player } übernimmt das Feld { $place ->
        [room] im Zimmer { $name }
        [cushion] auf dem Kissen von { $name }
        [toy-mouse] bei der Spielzeugmaus
        [food-bowl] am Futternapf
        [pillow] auf dem Kopfkissen
        [present] beim Geschenk
       *[hall] im Flur
    }
gp-tell-napping = { $player } rollt sich { $place ->
        [room] im Zimmer { $name }
        [cushion] auf dem Kissen von { $name }
        [toy-mouse] bei der Spielzeugmaus
        [food-bowl] am Futternapf
        [pillow] auf dem Kopfkissen
        [present] beim Geschenk
       *[hall] im Flur
    } zu einem Nickerchen zusammen
gp-tell-rested-full = { $player } wacht auf, die Energie ist schon voll
# $gain: die gewonnene Energie.
gp-tell-rested = { $player } wacht mit { $gain } Energie mehr auf
gp-tell-rest-lost = Das Nickerchen von { $player } ist verdorben: keine Energie dafür
gp-tell-ate = { $player } frisst: { $gain } Energie mehr
gp-tell-coin = { $player } nimmt eine Münze von der Spielzeugmaus
# $object: was im Geschenk war.
gp-tell-opened = { $player } öffnet das Geschenk: { $object ->
        [toy-mouse] die Spielzeugmaus
        [food-bowl] den Futternapf
        [pillow] das Kopfkissen
       *[present] das Geschenk
    }
gp-tell-passage = { $player } nimmt den Geheimgang nach Hause
# $done: die bisherigen Besuche; $rooms: wie viele das Rennen gewinnen.
gp-tell-visited = Schnurr! { $player } hat { $done } von { $rooms } geschafft
gp-tell-won = { $player } gewinnt den Grand Prrrrix!

## Beschriftungen: der Punktestand und die Diagramme am Spielende, die festen Boni im Zank-Feld.

gp-score-rooms = Zimmer
gp-figure-energy = Energie
gp-clock-turn = Zug
gp-bonus-home-territory = Heimrevier
gp-bonus-near-home = neben dem Heimrevier
gp-bonus-mouse-coin = Münze der Spielzeugmaus
gp-bonus-opponent-resting = Gegner ruht

## Die Tipps des normalen Bots: was eine Aktion bewirkt und (nach dem Doppelpunkt) warum sie sich lohnt.
## Nach dem Doppelpunkt groß nur, wo ein ganzer Satz folgt.

gp-reason-because = { $what }: { $why }
# Zwei Gründe: was die Aktion vor allem bewirkt, dann, worin sie die nächstbeste schlägt.
gp-reason-and-then = { $first }. { $then }
gp-reason-and-saves-energy = { $how ->
        [long-way] { $first } und spart Energie für den langen Weg dorthin
        [later-rooms] { $first } und spart Energie für die Zimmer danach
       *[plain] { $first } und spart Energie
    }
gp-reason-and-starts-a-spat = { $first }; dabei beginnt ein Zank mit { $cat }: { $odds }
gp-reason-starts-a-spat = Beginnt einen Zank mit { $cat }: { $odds }
# Wohin die Katze will ($goal in den folgenden Meldungen), im Dativ (nach zu, von, bei, an).
gp-reason-goal-room = dem Zimmer { $room }
gp-reason-goal-cushion = deinem Kissen
gp-reason-goal-next-room = dem Zimmer { $room }, deinem nächsten Zimmer
gp-reason-goal-last-leg = deinem Kissen, der letzten Etappe des Rennens
# Die Chancen eines Zanks aus Sicht des Spielers, der entscheidet („sie“: die andere Katze); sie stehen nach einem Doppelpunkt.
gp-reason-odds-even = gleiche Chancen, Würfel gegen Würfel
gp-reason-odds-yours = { $bonus ->
        [home] Dein Heimrevier gibt dir die besseren Chancen
        [near-home] Dein nahes Heimrevier gibt dir die besseren Chancen
        [coin] Deine Münze der Spielzeugmaus gibt dir die besseren Chancen
        [resting] Sie ruht, also hast du die besseren Chancen
       *[other] Deine Boni geben dir die besseren Chancen
    }
gp-reason-odds-theirs = { $bonus ->
        [home] Ihr Heimrevier gibt ihr die besseren Chancen
        [near-home] Ihr nahes Heimrevier gibt ihr die besseren Chancen
        [coin] Ihre Münze der Spielzeugmaus gibt ihr die besseren Chancen
        [resting] Du ruhst, also hat sie die besseren Chancen
       *[other] Sie hat die besseren Chancen
    }
gp-reason-odds-against = { $odds } (gegen { $cat })
gp-reason-ends-on-your-cushion = Beendet deinen Zug auf deinem Kissen
gp-reason-ends-in-your-last-room = Beendet deinen Zug im Zimmer { $room }, deinem letzten Zimmer
gp-reason-ends-in-your-first-room = Beendet deinen Zug im Zimmer { $room }, deinem ersten Zimmer
gp-reason-ends-in-your-next-room = Beendet deinen Zug im Zimmer { $room }, deinem nächsten Zimmer
gp-reason-ends-in = Beendet deinen Zug im Zimmer { $room }
gp-reason-you-win-the-race = Du gewinnst das Rennen
gp-reason-heads-for = Läuft zu { $goal }
gp-reason-spaces-to-go = noch { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
gp-reason-keeps-near = Bleibt in der Nähe von { $goal }
gp-reason-saves-energy-for-the-long-way = Spart Energie für den langen Weg zu { $goal }
gp-reason-saves-energy-for-the-race = Spart Energie für den Rest des Rennens
gp-reason-rooms-to-go = noch { $count ->
        [one] { $count } Zimmer
       *[other] { $count } Zimmer
    }
gp-reason-saves-energy-for-the-last-leg = Spart Energie für die letzte Etappe zu { $goal }
gp-reason-saves-energy = Spart Energie
gp-reason-rests-on-your-cushion = Ruht auf deinem Kissen
gp-reason-rests-on-a-cushion = Ruht auf dem Kissen von { $cat }
gp-reason-rests-in-a-room = Ruht im Zimmer { $room }
gp-reason-naps-at-the-pillow = Macht ein Nickerchen auf dem Kopfkissen
gp-reason-energy-next-turn = +{ $energy } Energie im nächsten Zug
gp-reason-energy = +{ $energy } Energie
gp-reason-eats = Frisst am Futternapf
gp-reason-low-on-energy = wenig Energie übrig
gp-reason-meal-saves-turns = +{ $energy } Energie sparen später Züge
gp-reason-plays-with-the-mouse = Spielt mit der Spielzeugmaus
gp-reason-coin-for-your-next-spat = eine Münze für +1 in deinem nächsten Zank
gp-reason-opens-the-present = Öffnet das Geschenk
gp-reason-what-the-present-holds = Futter, ein Nickerchen, eine Münze oder der Weg nach Hause
gp-reason-stays-put = Bleibt stehen
gp-reason-goes-to-the-bowl = Geht zum Futternapf, um im nächsten Zug zu fressen
gp-reason-goes-to-the-pillow = Geht zum Kopfkissen für ein Nickerchen im nächsten Zug
gp-reason-goes-to-the-mouse = Geht zur Spielzeugmaus
gp-reason-coin-for-a-spat = eine Münze für +1 in einem Zank
gp-reason-goes-to-the-present = Geht zum Geschenk
gp-reason-open-it-next-turn = Öffnen im nächsten Zug
gp-reason-moves-beside = Zieht neben { $cat } und beginnt einen Zank
gp-reason-spats = Zankt mit { $cat }
gp-reason-leaves-the-others-be = Lässt die anderen in Ruhe
gp-reason-spat-not-worth-the-risk = Ein Zank ist das Risiko nicht wert
gp-reason-stands-and-fights = Hält stand und kämpft
gp-reason-retreats-toward = Weicht für 1 Energie aus, hin zu { $goal }
gp-reason-retreats = Weicht für 1 Energie aus
gp-reason-spends-a-purr-card = Setzt eine Purr-Karte ein
gp-reason-spends-energy = Setzt { $energy } Energie ein
gp-reason-spends-purr-and-energy = Setzt eine Purr-Karte und { $energy } Energie ein
gp-reason-spends-nothing = Setzt nichts ein
gp-reason-bonus-odds = { $how ->
        [better] +{ $plus } gibt dir die besseren Chancen
        [even] +{ $plus } gleicht die Chancen aus
       *[narrower] +{ $plus } verringert den Rückstand
    }
gp-reason-pays-what-it-must = Zahlt, was nötig ist
gp-reason-pushes-away-from-its-room = Schiebt { $cat } weg vom Zimmer { $room }, ihrem nächsten Zimmer
gp-reason-pushes-away-from-its-cushion = Schiebt { $cat } weg von ihrem Kissen, ihrer letzten Etappe
gp-reason-pushes-where-it-helps-least = Schiebt { $cat } dorthin, wo es ihrem Rennen am wenigsten hilft
gp-reason-takes-its-square = Nimmt ihr Feld ein
gp-reason-nearer = näher an { $goal }
gp-reason-a-better-place = ein besserer Platz für dein Rennen
gp-reason-takes-its-square-at = Nimmt ihr Feld ein, { $object ->
        [toy-mouse] bei der Spielzeugmaus
        [food-bowl] am Futternapf
        [pillow] am Kopfkissen
       *[present] beim Geschenk
    }
gp-reason-takes-the-bowl = Nimmt den Futternapf
gp-reason-meal-now = +{ $energy } Energie sofort, { $hunger }
gp-reason-takes-the-pillow = Nimmt das Kopfkissen
gp-reason-takes-the-mouse = Nimmt die Spielzeugmaus
gp-reason-a-coin-for-your-next-spat = eine Münze, +1 in deinem nächsten Zank
gp-reason-takes-the-present = Nimmt das Geschenk
gp-reason-takes-the-passage = Nimmt den Geheimgang nach Hause
gp-reason-takes-the-passage-home = Nimmt den Geheimgang nach Hause zu deinem Kissen
# Was eine Aktion vermeidet, das die nächstbeste nicht vermiede.
gp-reason-keeps-clear = Hält Abstand zu { $cat }
gp-reason-lost-spat-costs-the-room = Ein verlorener Zank dort könnte dich das Zimmer kosten
gp-reason-spat-there-not-worth-it = Ein Zank dort ist das Risiko nicht wert
gp-reason-moves-on = Zieht weiter
gp-reason-standing-still-gains-nothing = Stehenbleiben brächte dir nichts
gp-reason-stays-close = Bleibt nahe bei { $goal }
gp-reason-keeps-your-purr-cards = Behält deine Purr-Karten
gp-reason-spat-not-worth-a-purr-card = Dieser Zank ist keine Purr-Karte wert
gp-reason-keeps-your-energy = Hebt deine Energie für das Rennen auf
gp-reason-spat-not-worth-the-energy = Dieser Zank ist es nicht wert
gp-reason-race-needs-the-energy = Dein Rennen braucht die Energie dringender
gp-reason-retreat-costs-energy = Ausweichen würde 1 Energie kosten
gp-reason-retreat-loses-your-rest = Ausweichen würde dich deine Ruhe kosten
gp-reason-retreat-takes-you-further = Ausweichen brächte dich weiter weg von { $goal }
gp-reason-retreats-from = Weicht für 1 Energie vor { $cat } aus
gp-reason-lost-spat-costs-more = Ein verlorener Zank mit { $cat } würde mehr kosten
gp-reason-keeps-your-square = Behält dein Feld
gp-reason-your-square-suits-you = Es passt besser zu deinem Rennen
gp-reason-taking-it-ends-your-turn = Das Feld { $object ->
        [toy-mouse] der Spielzeugmaus
        [food-bowl] des Futternapfs
        [pillow] des Kopfkissens
       *[present] des Geschenks
    } einzunehmen, würde deinen Zug beenden
gp-reason-no-better-move = Kein anderer Zug hilft deinem Rennen mehr
gp-reason-no-better-stay = Nichts anderes hilft deinem Rennen in diesem Zug mehr
gp-reason-no-better-choice = Keine andere Wahl hilft deinem Rennen mehr
