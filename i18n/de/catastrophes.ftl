# Cat'astrophes: die Ablehnungen seiner Regeln, die Frage an den Spieler, das Protokoll, das Ende der Partie und die Tipps des normalen Bots.

## Die Karten ($value: die Zahl auf der Karte)

cx-card-mischief = Streichkarte { $value }
cx-card-trick = Trickkarte { $value }
cx-card-cuddle = Kuschelkarte { $value }

## Ablehnungen: die Regel, wie die Spielanleitung sie sagt, dann was an dem Zug gegen sie verstößt

cx-rule-place-at-table = Lege eine Karte vor einen Spieler am Tisch
cx-refused-no-seat = es gibt keinen Platz { $seat }
cx-rule-empty-hand-draws = Wenn du keine Karten mehr auf der Hand hast, musst du Karten vom Nachziehstapel ziehen
cx-refused-hand-empty = deine Hand ist leer
cx-rule-card-from-hand = Lege eine Karte aus deiner Hand verdeckt ab
cx-refused-not-in-hand = du hast keine { $card } auf der Hand
cx-rule-one-card-each = Vor jedem Spieler darf nur eine Karte liegen
cx-refused-card-before-you = vor dir liegt schon eine Karte: Zieh Karten oder leg eine Karte vor einen Spieler, vor dem noch keine liegt
cx-refused-card-before-seat = vor Platz { $seat } liegt schon eine Karte
cx-rule-draw-one-or-two = Nimm entweder eine oder zwei Karten oben vom Nachziehstapel
cx-refused-draw-count = nicht { $count }
cx-refused-pile-too-small = { $left ->
    [one] auf dem Nachziehstapel liegt nur noch { $left } Karte, also kannst du nicht { $count } ziehen
   *[other] auf dem Nachziehstapel liegen nur noch { $left } Karten, also kannst du nicht { $count } ziehen
}
cx-rule-pile-run-out = Ist der Nachziehstapel aufgebraucht, gibt es die Aktion „Karten ziehen“ nicht mehr
cx-refused-pile-empty = der Nachziehstapel ist leer (der Ablagestapel wird nicht neu gemischt)
cx-rule-one-action = Jeder Spieler führt eine Aktion aus: eine Karte legen oder Karten ziehen
cx-refused-pass = passen darfst du nur ohne Karte auf der Hand und bei leerem Nachziehstapel

## Was der Spieler gefragt wird

cx-ask-place-or-draw = Lege eine Karte verdeckt vor eine Katze oder ziehe eine oder zwei Karten

## Das Protokoll ($who: der Spieler am Zug; $target: der Spieler, vor den die Karte gelegt wird)

cx-log-place-own = { $who } legt eine Karte verdeckt vor die eigene Katze
cx-log-place = { $who } legt eine Karte verdeckt vor { $target }
cx-log-draw = { $count ->
    [one] { $who } zieht eine Karte
   *[other] { $who } zieht { $count } Karten
}
cx-log-pass = { $who } hat keine Karte und nichts mehr zu ziehen und passt

## Die Zeilen des Protokolls: was geschehen ist, wie das Protokoll des Tisches es erzählt ($name: der Spieler, dem es geschah)

cx-tell-placed-own = { $name } legt eine Karte verdeckt vor die eigene Katze
# $target: der Spieler, vor den die Karte gelegt wird.
cx-tell-placed = { $name } legt eine Karte verdeckt vor { $target }
cx-tell-drew = { $count ->
    [one] { $name } zieht eine Karte
   *[other] { $name } zieht { $count } Karten
}
cx-tell-passed = { $name } hat nichts zu tun und passt
# Die Karte vor dem Spieler, umgedreht, um den Marker zu bewegen ($card: eine cx-card-…).
cx-tell-resolving = Die Karte vor { $name }: { $card }
cx-tell-scale-reset = Der Marker hat 20 erreicht und geht zurück auf 0
cx-tell-ineffective = Die Kuschelkarte vor { $name } bewirkt nichts: Der Marker steht auf 0
# Strafpunkte dazu ($points) oder weg; $why: eine der cx-tell-why-… unten.
cx-tell-punished = { $name } +{ $points } ({ $why })
cx-tell-forgiven = { $name } −{ $points } ({ $why })
# Ein Kuscheln vergibt einem Spieler, der keine Punkte mehr hat.
cx-tell-nothing-to-lose = { $name } hat keine Strafpunkte zu verlieren ({ $why })
# $threshold: die Schwelle auf der Streichleiste; $spaces: wie viele Felder darüber oder darunter der Marker stehen blieb.
cx-tell-why-crossed = Schwelle { $threshold } überschritten
cx-tell-why-wild-past = Wilde Katzen: { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
} über { $threshold }
cx-tell-why-forgiven = Kuscheln bringt den Marker zurück auf { $threshold } oder darunter
cx-tell-why-wild-below = Wilde Katzen: { $spaces ->
    [one] { $spaces } Feld
   *[other] { $spaces } Felder
} unter { $threshold }
cx-tell-why-cards-in-hand = Karten auf der Hand übrig
# $round: die Runde, die endet; $name: wer den Startspielermarker nimmt.
cx-tell-round-ended = Runde { $round } endet; { $name } nimmt den Startspielermarker
cx-tell-game-over = Die Partie ist vorbei

## Wie die Partie endete ($how: einer der Sätze cx-summary-… ohne Punkt; $who: der Sieger oder die Sieger als Namensliste)

cx-summary-points-and-pile = Eine Katze hat 20 Strafpunkte erreicht, als der Nachziehstapel zu Ende ging
cx-summary-points = Eine Katze hat 20 Strafpunkte erreicht
cx-summary-pile = Der Nachziehstapel ist aufgebraucht
cx-summary-wins = { $points ->
    [one] { $how }. { $who } gewinnt mit { $points } Strafpunkt.
   *[other] { $how }. { $who } gewinnt mit { $points } Strafpunkten.
}
cx-summary-wins-on-hand = { $points ->
    [one] { $how }. { $who } gewinnt mit { $points } Strafpunkt; beim Gleichstand entschied, wer die wenigsten Karten auf der Hand hatte.
   *[other] { $how }. { $who } gewinnt mit { $points } Strafpunkten; beim Gleichstand entschied, wer die wenigsten Karten auf der Hand hatte.
}
cx-summary-shared = { $points ->
    [one] { $how }. { $who } teilen sich den Sieg mit je { $points } Strafpunkt (gleichauf bei Strafpunkten und Karten auf der Hand).
   *[other] { $how }. { $who } teilen sich den Sieg mit je { $points } Strafpunkten (gleichauf bei Strafpunkten und Karten auf der Hand).
}
cx-summary-nobody = { $how }. Niemand gewinnt.
# Eine Liste von zwei oder mehr Namen: „Felix und Jeremy“; „Felix, Jeremy und Ada“ ist first = Felix, rest = „Jeremy und Ada“.
cx-names-two = { $first } und { $second }
cx-names-more = { $first }, { $rest }

## Was die Punkte zählen, und die Uhr der Partie in den Diagrammen

cx-score = Strafpunkte
cx-clock = Runde

## Die Tipps des normalen Bots ($card: eine cx-card-…; $target: eine der Katzen unten, nach „vor“ im Akkusativ; $scale: das Feld des Streichmarkers; $points: eine der Mengen unten, im Akkusativ)

cx-reason-you = dich selbst
cx-reason-the-other-cat = die andere Katze
cx-reason-cat-on-left = die Katze links von dir
cx-reason-cat-on-right = die Katze rechts von dir
cx-reason-cat-seats-left = { $count ->
    [one] die Katze { $count } Platz links von dir
   *[other] die Katze { $count } Plätze links von dir
}
cx-reason-perhaps-a-point = vielleicht einen Punkt
cx-reason-about-points = { $count ->
    [one] etwa einen Punkt
   *[other] etwa { $count } Punkte
}
cx-reason-should-cost-them = Leg deine { $card } vor { $target }: Die Skala steht auf { $scale }, das sollte sie { $points } kosten
cx-reason-others-cost-more = Leg deine { $card } vor { $target }: Bei { $scale } auf der Skala bekommen die anderen durch ihre Karten { $points } mehr
cx-reason-should-save-you = Leg deine { $card } vor dich selbst: Die Skala steht auf { $scale }, das sollte dir { $points } ersparen
cx-reason-yours-costs-less = Leg deine { $card } vor { $target }: Das verschiebt den Marker so, dass dich die Karte vor dir { $points } weniger kostet
cx-reason-shed-game-may-end = Werde deine { $card } los: Die Partie kann in dieser Runde enden, und dann zählt sie gegen dich
cx-reason-shed-cheaply = Werde deine { $card } los, solange sie niemanden viel kostet: Die Skala steht auf { $scale }
cx-reason-draw-one = Zieh eine Karte, nicht zwei: Karten auf der Hand können am Ende gegen dich zählen
cx-reason-draw-card-would-cost-you = Zieh lieber: Die beste Karte, die du legen könntest, würde dich { $points } kosten
cx-reason-draw-card-would-spare-others = Zieh lieber: Die beste Karte, die du legen könntest, würde den anderen Katzen Punkte abnehmen
cx-reason-spares-you = Erspart dir { $points } gegenüber der nächstbesten Karte
cx-reason-spares-nobody = Nimmt den anderen Katzen keine Punkte ab, anders als die nächstbeste Karte
cx-reason-costs-nothing = Deine { $card } kostet dich hier nichts, und sie zu legen hält deine Hand klein
cx-reason-changes-nothing = Deine { $card } ändert in dieser Runde nichts, und sie zu legen hält deine Hand klein
cx-reason-draw-nothing-better = Zieh: Keine Karte, die du legen könntest, ist in dieser Runde besser
cx-reason-nothing-else = Es bleibt nichts anderes zu tun
