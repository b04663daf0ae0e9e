# Here, Kitty, Kitty!: die Meldungen der Regeln (warum eine Aktion abgelehnt wird, was ein Spieler
# gefragt wird, die Zeilen des Protokolls, wie die Partie endete, die Gründe der Tipps, die Zeilen
# des Wertungsbogens). Karten- und Spielernamen kommen, wie sie geschrieben sind. $colour ist ein
# Schlüssel (black, gray, orange, white), ebenso $zone, $from und $to (neighborhood, yard, porch,
# house): Jede Sprache sagt sie mit ihren eigenen Worten.

## Ablehnungen: die Regel, wie die Spielanleitung sie sagt, dann was diese Aktion verletzt.

hkk-rule-move-one-space = Für eine Aktion kann eine Katze um ein Feld bewegt werden: von der Nachbarschaft in den Garten, vom Garten auf die Veranda oder von der Veranda ins Haus (oder zurück)
hkk-refused-not-one-step = { $from ->
        [neighborhood] von der Nachbarschaft
        [yard] vom Garten
        [porch] von der Veranda
       *[house] vom Haus
    } { $to ->
        [neighborhood] in die Nachbarschaft
        [yard] in den Garten
        [porch] auf die Veranda
       *[house] ins Haus
    } ist kein einzelner Schritt
hkk-refused-none-in-neighborhood = in der Nachbarschaft gibt es keine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze
hkk-rule-special-needs = Sorgenkätzchen: Diese Katze verlässt dein Haus nie
hkk-refused-kept-by-special-needs = deine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze dort wird von einem Sorgenkätzchen festgehalten
hkk-rule-own-cats = Sobald eine Katze auf dein Grundstück gekommen ist, kann sie nur noch von dir oder durch gespielte Karten bewegt werden
hkk-refused-none-in-zone = du hast keine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze { $zone ->
        [yard] in deinem Garten
        [porch] auf deiner Veranda
       *[house] in deinem Haus
    }
hkk-card-number = Karte { $number }
hkk-rule-play-card = Um die Wirkung einer Karte zu erhalten, musst du den Anweisungen auf der Karte folgen und sie abwerfen
hkk-refused-not-held = du hast { $card } nicht auf der Hand
hkk-rule-copy-cat-out-of-turn = Nachmachkatze: Diese Karte kann außerhalb deines Zuges ohne Aktionskosten gespielt werden
hkk-refused-copy-not-on-turn = sie kopiert die Karte eines anderen Spielers direkt nach deren Wirkung, nicht in deinem eigenen Zug
hkk-rule-defensive = Verteidigungskarten: Diese Karten schützen vor bestimmten Standard- oder Sofortkarten. Ihr Text sagt, wann man sie spielt
hkk-refused-not-an-action-card = { $card } wird gespielt, wenn ihr Text es sagt, nicht als Aktion
hkk-rule-alarm-system = Alarmanlage: Gegen dich kann kein Katzendieb gespielt werden
hkk-refused-alarm-system = Platz { $seat } hat eine Alarmanlage
hkk-rule-standard = Standardkarten bringen dir einen Vorteil oder schaden einem anderen Spieler
hkk-refused-on-another-player = { $card } wird auf einen anderen Spieler gespielt
hkk-refused-choose-a-player = { $card } wird auf einen Spieler gespielt: Wähle einen aus
hkk-refused-does-nothing = { $card } würde dort nichts bewirken: „{ $text }“
hkk-rule-discard = Für 1 Aktion darfst du beliebig viele Karten aus deiner Hand abwerfen
hkk-refused-discard-none = wähle mindestens eine Karte
hkk-refused-discard-not-held = diese Karten sind nicht alle auf deiner Hand
hkk-rule-two-actions = Führe 2 Aktionen aus
hkk-refused-must-act = du kannst noch eine Katze bewegen, eine Karte spielen oder abwerfen
hkk-rule-actions = Aktionen sind: 1 Katze bewegen, 1 Karte spielen oder Karten abwerfen
hkk-refused-not-an-action = das ist keine Aktion deines Zuges
hkk-rule-catnap-moves = Mit Nickerchen kann man einen Spieler daran hindern, mit einer Aktion eine Katze zu bewegen
hkk-refused-only-catnap = { $card } kann das Bewegen einer Katze nicht blocken: Das kann nur Nickerchen
hkk-refused-only-one-cool-cat = { $card } schützt dich nicht vor einer Sofortkarte: Das tut Coole Katze
hkk-rule-blockers = Nickerchen, Coole Katze und Thunfisch: Mit diesen Karten kann man Karten blocken, die auf andere Spieler gespielt werden (und sich auch selbst verteidigen)
hkk-refused-not-a-blocker = { $card } gehört nicht dazu, oder sie kann gerade nichts blocken
hkk-rule-copy-cat-limits = Nachmachkatze: Sie kann keine Karte mit dauerhafter Wirkung und keine Sofortkarte kopieren
hkk-refused-copy-does-nothing = diese Wirkung würde dir jetzt nichts bringen
hkk-refused-no-copy = du hast keine Nachmachkatze auf der Hand, oder gerade wurde keine Karte gespielt, die man kopieren könnte
hkk-rule-land-on-your-feet = Auf den Pfoten landen: Diese Karte kann gespielt werden, nachdem IRGENDEIN Spieler seine Hand aufgefüllt hat, auch du selbst
hkk-refused-cannot-land = du hast die Karte Auf den Pfoten landen nicht auf der Hand, oder du hast keine Katze, die von dort einen Schritt auf dein Haus zu gehen kann
hkk-refused-no-draw-up = kein Spieler hat gerade seine Hand aufgefüllt
hkk-refused-answer-or-pass = jetzt darfst du mit einer passenden Karte antworten oder passen
hkk-rule-give-up-cats = Wenn eine Karte einen Spieler Katzen abgeben lässt, wählt der abgebende Spieler, welche Katzen
hkk-refused-cats-must-go = die Katzen der Karte müssen gehen: Wähle, welche
hkk-refused-choose-a-listed-cat = wähle eine der Katzen, die die Karte bewegt
hkk-rule-copy-cat-aim = Nachmachkatze: Nutze dieselbe Wirkung selbst
hkk-refused-aim-copy = wähle, wohin deine Kopie von { $card } geht
hkk-rule-answer-asked = Antworte auf das, was gefragt ist
hkk-refused-not-asked = das ist nicht, was dieser Schritt verlangt
hkk-rule-empty-neighborhood = Gibt es in der Nachbarschaft nicht genug Katzen, darf der Spieler Katzen aus dem Garten eines beliebigen anderen Spielers nehmen
hkk-refused-neighborhood-has-cats = in der Nachbarschaft sind noch Katzen: Nimm eine davon
hkk-rule-cat-burglar = Mit Katzendieb darf ein Spieler eine Katze seiner Wahl von einem beliebigen anderen Spieler stehlen
hkk-refused-nothing-to-steal = diese Katze ist nicht da, um gestohlen zu werden
hkk-rule-cat-fight = Katzbalgerei: Hat der gewählte Spieler nur 1 Katze in seinem Garten, wählt er, in welchen Nachbargarten sie läuft
hkk-refused-fight-yards = jede kämpfende Katze läuft aus deinem eigenen Garten in den Garten eines anderen Nachbarn
hkk-rule-cat-came-back = Katze kehrt zurück: Mit dieser Karte kann keine Sofortkarte zurückgeholt werden
hkk-refused-revive-instant = wähle eine Karte vom Ablagestapel, die keine Sofortkarte ist

## Was ein Spieler gefragt wird.

hkk-ask-action = Bewege eine Katze um einen Schritt, spiele eine Karte oder wirf ab ({ $count ->
        [one] noch { $count } Aktion
       *[other] noch { $count } Aktionen
    })
hkk-ask-block = { $player } spielt { $card }: Mit Nickerchen, Coole Katze oder Thunfisch blocken?
hkk-ask-block-on = { $player } spielt { $card } auf { $target }: Mit Nickerchen, Coole Katze oder Thunfisch blocken?
hkk-ask-block-move = { $player } bewegt eine Katze { $from ->
        [neighborhood] aus der Nachbarschaft
        [yard] aus dem eigenen Garten
        [porch] von der eigenen Veranda
       *[house] aus dem eigenen Haus
    } { $to ->
        [neighborhood] in die Nachbarschaft
        [yard] in den eigenen Garten
        [porch] auf die eigene Veranda
       *[house] ins eigene Haus
    }: Mit Nickerchen blocken?
hkk-ask-instant = { $player } hat { $card } gezogen: Mit der Karte Coole Katze cool bleiben?
hkk-ask-copy = { $player } hat { $card } gespielt: Mit Nachmachkatze kopieren?
hkk-ask-land = { $player } hat die Hand aufgefüllt: Auf den Pfoten landen?
hkk-ask-gain = Wähle eine Katze, die { $zone ->
        [yard] in deinen Garten
        [porch] auf deine Veranda
       *[house] in dein Haus
    } kommt
hkk-ask-shift = Wähle, welche Katze { $from ->
        [yard] deinen Garten
        [porch] deine Veranda
       *[house] dein Haus
    } verlässt und { $to ->
        [neighborhood] in die Nachbarschaft
        [yard] in deinen Garten
        [porch] auf deine Veranda
       *[house] in dein Haus
    } geht
hkk-ask-advance = Wähle eine Katze, die einen Schritt auf dein Haus zu geht
hkk-ask-nudge-in = Katzenreflexe: Wähle, welche deiner Katzen einen Schritt hinein geht, auf dein Haus zu
hkk-ask-nudge-out = Katzenreflexe: Wähle, welche deiner Katzen einen Schritt hinaus geht, auf die Nachbarschaft zu
hkk-ask-steal = Wähle eine Katze, die du { $player } stiehlst
hkk-ask-fight = Wähle eine kämpfende Katze und den Nachbargarten, in den sie läuft
hkk-ask-revive = Wähle eine Karte, die du vom Ablagestapel zurücknimmst
hkk-ask-choose-more = { $task } (noch { $count })
hkk-ask-choose-or-stop = { $task }, oder hör auf
hkk-ask-choose-more-or-stop = { $task } (noch { $count }), oder hör auf
hkk-ask-aim = Wähle, wohin deine Kopie von { $card } geht

## Das Protokoll: was ein Spieler getan hat.

hkk-log-move = { $player } bewegt eine { $colour ->
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
hkk-log-play = { $player } spielt { $card }
hkk-log-play-on = { $player } spielt { $card } auf { $target }
hkk-log-play-on-own = { $player } spielt { $card } auf das eigene Grundstück
hkk-log-nudge = { $player } spielt { $card } auf { $target } (eine Katze einen Schritt { $way ->
        [in] hinein
       *[out] hinaus
    }, der Besitzer wählt, welche)
hkk-log-nudge-own = { $player } spielt { $card } auf das eigene Grundstück (eine Katze einen Schritt { $way ->
        [in] hinein
       *[out] hinaus
    }, der Besitzer wählt, welche)
hkk-log-discard = { $player } wirft { $cards } ab
hkk-log-pass = { $player } passt
hkk-log-answer = { $player } antwortet mit { $card }
hkk-log-pick = { $player } nimmt eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze { $zone ->
        [yard] aus dem Garten
        [porch] von der Veranda
       *[house] aus dem Haus
    } von { $owner }
hkk-log-pick-neighborhood = { $player } nimmt eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze aus der Nachbarschaft
hkk-log-send = { $player } schickt eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze in den Garten von { $target }
hkk-log-revive = { $player } nimmt { $card } vom Ablagestapel zurück
hkk-log-aim = { $player } richtet die Kopie auf { $target }
hkk-log-use-copy = { $player } nutzt die Kopie
hkk-log-stop = { $player } hört hier auf

## Wie die Partie endete: „{ $end }. { $result }.“

hkk-summary = { $end }. { $result }.
hkk-summary-last-card = { $player } hat die letzte Karte gezogen, und die letzte Runde wurde gespielt
hkk-summary-ended = Die Partie ist zu Ende
hkk-summary-wins = { $player } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
hkk-summary-wins-on-cats = { $player } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }; bei Punktgleichstand entschieden die meisten Katzen auf dem Grundstück
hkk-summary-wins-on-colour = { $player } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }; den Gleichstand entschieden die meisten Katzen einer einzigen Farbe
hkk-summary-share = { $players } und { $last } teilen sich den Sieg mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
hkk-summary-share-tied = { $players } und { $last } teilen sich den Sieg mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } (gleichauf bei Punkten, Katzen und den meisten Katzen einer Farbe)
hkk-summary-nobody = Niemand gewinnt

## Der Wertungsbogen, seine Einheit und was die Diagramme am Partieende zeigen.

hkk-score-points = Punkte
hkk-figure-cats = Katzen auf dem Grundstück
hkk-clock-turn = Zug
hkk-score-house = 5 Pkt. pro Katze im Haus
hkk-score-porch = 3 Pkt. pro Katze auf der Veranda
hkk-score-yard = 0 Pkt. pro Katze im Garten
hkk-score-five = 5 Pkt. für 5+ { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katzen
hkk-score-each-colour = 5 Pkt. für 1 Katze jeder Farbe
hkk-score-most = 3 Pkt. für die meisten { $colour ->
        [black] schwarzen
        [gray] grauen
        [orange] orange
       *[white] weißen
    } Katzen (Gleichstand = je 3 Pkt.)
hkk-score-one-colour-house = 10 Pkt. für ein Haus in nur 1 Farbe
hkk-score-best-in-show = 2 Pkt. für Best in Show (die meisten Katzen auf der Veranda)
hkk-score-total = Gesamt

## Die Gründe der Tipps. $action „pass“: Die empfohlene Aktion lässt eine Karte durch;
## $alt „pass“: Die nächstbeste Aktion würde sie durchlassen.

hkk-reason-house = { $action ->
        [pass] Durchlassen bringt eine Katze in dein Haus: 5 Punkte auf deinem Wertungsbogen
       *[other] Bringt eine Katze in dein Haus: 5 Punkte auf deinem Wertungsbogen
    }
hkk-reason-porch = { $action ->
        [pass] Durchlassen bringt eine Katze auf deine Veranda: 3 Punkte, einen Schritt vor deinem Haus
       *[other] Bringt eine Katze auf deine Veranda: 3 Punkte, einen Schritt vor deinem Haus
    }
hkk-reason-five = { $action ->
        [pass] Durchlassen ergibt fünf { $colour ->
            [black] schwarze
            [gray] graue
            [orange] orange
           *[white] weiße
        } Katzen auf deinem Grundstück: 5 Punkte auf deinem Wertungsbogen
       *[other] Ergibt fünf { $colour ->
            [black] schwarze
            [gray] graue
            [orange] orange
           *[white] weiße
        } Katzen auf deinem Grundstück: 5 Punkte auf deinem Wertungsbogen
    }
hkk-reason-each-colour = { $action ->
        [pass] Durchlassen gibt dir eine Katze jeder Farbe: 5 Punkte auf deinem Wertungsbogen
       *[other] Gibt dir eine Katze jeder Farbe: 5 Punkte auf deinem Wertungsbogen
    }
hkk-reason-most = { $action ->
        [pass] Durchlassen gibt dir die meisten { $colour ->
            [black] schwarzen
            [gray] grauen
            [orange] orange
           *[white] weißen
        } Katzen: 3 Punkte auf deinem Wertungsbogen
       *[other] Gibt dir die meisten { $colour ->
            [black] schwarzen
            [gray] grauen
            [orange] orange
           *[white] weißen
        } Katzen: 3 Punkte auf deinem Wertungsbogen
    }
hkk-reason-one-colour-house = { $action ->
        [pass] Durchlassen macht dein Haus ganz einfarbig: 10 Punkte auf deinem Wertungsbogen
       *[other] Macht dein Haus ganz einfarbig: 10 Punkte auf deinem Wertungsbogen
    }
hkk-reason-best-in-show = { $action ->
        [pass] Durchlassen bringt dir Best in Show, die meisten Katzen auf einer Veranda: 2 Punkte
       *[other] Gewinnt Best in Show, die meisten Katzen auf einer Veranda: 2 Punkte
    }
hkk-reason-yard = { $action ->
        [pass] Durchlassen bringt Katzen in deinen Garten, einen Schritt vor deiner Veranda
       *[other] Bringt Katzen in deinen Garten, einen Schritt vor deiner Veranda
    }
hkk-reason-hand = { $action ->
        [pass] Durchlassen gibt dir mehr Karten zum Spielen, und bessere
       *[other] Gibt dir mehr Karten zum Spielen, und bessere
    }
hkk-reason-tucked = { $action ->
        [pass] Durchlassen schiebt eine dauerhafte Karte unter dein Grundstück: Sie wirkt später für dich
       *[other] Schiebt eine dauerhafte Karte unter dein Grundstück: Sie wirkt später für dich
    }
hkk-reason-rivals = { $action ->
        [pass] { $count ->
            [one] Durchlassen kostet den anderen Spieler Katzen und Punkte
           *[other] Durchlassen kostet deine Rivalen Katzen und Punkte, den Führenden am meisten
        }
       *[other] { $count ->
            [one] Kostet den anderen Spieler Katzen und Punkte
           *[other] Kostet deine Rivalen Katzen und Punkte, den Führenden am meisten
        }
    }
hkk-reason-won = { $action ->
        [pass] Durchlassen bringt dir den Sieg
       *[other] Gewinnt die Partie
    }
hkk-reason-saves-points = { $count ->
        [one] Erspart dir { $count } Punkt auf deinem Wertungsbogen, den dich { $alt ->
            [pass] das Durchlassen
           *[other] die nächstbeste Wahl
        } kosten würde
       *[other] Erspart dir { $count } Punkte auf deinem Wertungsbogen, die dich { $alt ->
            [pass] das Durchlassen
           *[other] die nächstbeste Wahl
        } kosten würde
    }
hkk-reason-keeps-yard = Behält die Katzen in deinem Garten, die du { $alt ->
        [pass] beim Durchlassen
       *[other] mit der nächstbesten Wahl
    } verlieren würdest
hkk-reason-keeps-hand = Behält mehr Karten auf deiner Hand als { $alt ->
        [pass] das Durchlassen
       *[other] die nächstbeste Wahl
    }
hkk-reason-keeps-tucked = Behält deine dauerhafte Karte, die { $alt ->
        [pass] das Durchlassen
       *[other] die nächstbeste Wahl
    } verbrauchen würde
hkk-reason-rivals-less = Gibt deinen Rivalen weniger als { $alt ->
        [pass] das Durchlassen
       *[other] die nächstbeste Wahl
    }
hkk-reason-keeps-chance = Wahrt deine Siegchance, die { $alt ->
        [pass] das Durchlassen
       *[other] die nächstbeste Wahl
    } verspielen würde
hkk-reason-nothing-helps = Nichts auf deiner Hand würde dir hier helfen
hkk-reason-stop = Weitermachen würde dir nichts mehr bringen
hkk-reason-as-good-as-any = Nichts anderes ist jetzt besser für dich: Das hier ist so gut wie jede andere Wahl

## Das Protokoll: was am Tisch geschah, Ereignis für Ereignis. $owner und $target sind die
## Spieler, deren Grundstück eine Katze verlässt oder erreicht (derselbe in hkk-tell-cat-within).

hkk-tell-turn = — Zug { $number }: { $player } —
hkk-tell-cat-in = Eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze geht aus der Nachbarschaft { $to ->
        [yard] in den Garten
        [porch] auf die Veranda
       *[house] ins Haus
    } von { $target }
hkk-tell-cat-out = Eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze geht { $from ->
        [yard] aus dem Garten
        [porch] von der Veranda
       *[house] aus dem Haus
    } von { $owner } in die Nachbarschaft
hkk-tell-cat-within = Bei { $owner } geht eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze { $from ->
        [yard] aus dem Garten
        [porch] von der Veranda
       *[house] aus dem Haus
    } { $to ->
        [yard] in den Garten
        [porch] auf die Veranda
       *[house] ins Haus
    }
hkk-tell-cat-across = Eine { $colour ->
        [black] schwarze
        [gray] graue
        [orange] orange
       *[white] weiße
    } Katze geht { $from ->
        [yard] aus dem Garten
        [porch] von der Veranda
       *[house] aus dem Haus
    } von { $owner } { $to ->
        [yard] in den Garten
        [porch] auf die Veranda
       *[house] ins Haus
    } von { $target }
hkk-tell-played = { $player } spielt { $card }
hkk-tell-played-on = { $player } spielt { $card } auf { $target }
hkk-tell-played-on-own = { $player } spielt { $card } auf das eigene Grundstück
hkk-tell-copy-played = { $line } (Kopie durch Nachmachkatze)
hkk-tell-discarded = { $player } wirft { $count ->
        [one] { $cards } ab
       *[other] { $count } Karten ab: { $cards }
    }
hkk-tell-tucked = { $card } bleibt unter dem Grundstück von { $player } liegen
hkk-tell-untucked = { $card } verlässt das Grundstück von { $player } und kommt auf den Ablagestapel
hkk-tell-blocked = { $player } blockt { $card } von { $owner } mit { $blocker }!
hkk-tell-insured = Die Tierversicherung von { $player } hebt { $card } von { $owner } auf
hkk-tell-napped = { $player } spielt Nickerchen: Die Katze von { $mover } bleibt, wo sie ist
hkk-tell-cool = { $player } bleibt mit der Karte Coole Katze cool: { $card } wirkt nicht auf { $player }
hkk-tell-copied = { $player } kopiert mit Nachmachkatze { $card } von { $owner }
hkk-tell-landed = { $player } landet auf den Pfoten
hkk-tell-instant = { $player } zieht eine Sofortkarte: { $card }
hkk-tell-revived = { $player } nimmt { $card } vom Ablagestapel zurück
hkk-tell-final-round = { $player } hat die letzte Karte gezogen: Die letzte Runde beginnt
hkk-tell-over-won = Die Partie ist zu Ende: { $player } gewinnt
hkk-tell-over-shared = Die Partie ist zu Ende: { $players } und { $last } teilen sich den Sieg
hkk-tell-over-nobody = Die Partie ist zu Ende: Niemand gewinnt
