# Die Nachrichten von Cat Attack: die Regeln, die genannt werden, wenn eine Aktion abgelehnt
# wird, was gefragt wird, das Protokoll, warum eine Katze Leben verliert, wie die Partie endet,
# die Gründe des Normal-Bots und die Beschriftungen seiner Diagramme.
# Kartennamen kommen aus `ca-card-numbered` oder `ca-card-picture`; Feld- und Spielernamen,
# wie sie sind.
# $critter ist "bird" oder "mouse"; $suit ist "cat", "bird" oder "mouse" (die Farben der
# Karten); $shop ist "fishmonger", "dairy", "corner-shop" oder "vet".

## Was eine Katze nimmt: als das Genommene in Sätze eingesetzt ($food, im Akkusativ)

ca-food-bird = einen Vogel
ca-food-mouse = eine Maus
ca-food-fish = eine Dose Fisch
ca-food-milk = eine Schale Milch
ca-food-cat-food = eine Dose Katzenfutter
ca-food-vitamins = eine Schachtel Katzenvitamine

## Listen von Spielern: „Ada und Bob“, „Ada, Bob und Cy“

ca-list-two = { $first } und { $second }
ca-list-more = { $first }, { $rest }

## Die Regeln, wie das Regelheft sie nennt

ca-rule-play-mog = Spiele eine deiner sechs Mog-Karten
ca-rule-cat-attack = Spiele eine Cat-Attack-Karte, um auf eine Katze, einen Vogel oder eine Maus zu springen, die höchstens sechs Felder entfernt ist
ca-rule-cat-burglar = Nutze eine Cat-Burglar-Karte, um auf einem Cat-Burglar-Pfotenabdruck oder dem Zuhause-Feld einer anderen Katze zu landen, höchstens sechs Felder entfernt, und nimm einen Gegenstand
ca-rule-younger-no-fight = Für jüngere Spieler: ohne Katzenkampf
ca-rule-fight-suit = Entscheide, mit welcher Farbe (Katze, Vogel oder Maus) du angreifst; Mog-Bildkarten zählen im Katzenkampf nicht
ca-rule-gang-own = Bandenkrieg: Eine Bande greift nie ihre eigenen Katzen an
ca-rule-fight-target = Gib an, gegen welche Katze du kämpfst: Sie muss höchstens sechs Felder entfernt sein und darf nicht auf ihrem Zuhause-Feld stehen
ca-rule-younger-no-six-cat = Für jüngere Spieler: ohne die Regel der Sechserkatze
ca-rule-six-cat = Hast du sechs Vogel- oder sechs Mauskarten auf der Hand, kannst du eines dieser Tiere aus der Speisekammer eines Gegners verschwinden lassen; nicht aber bei einer Katze, die zu Hause oder in ihrem Garten ist
ca-rule-raid-take = Du darfst von jedem Futter nur eins haben; den Gegenstand des Ladens, an dem die Katze steht, darfst du nicht nehmen
ca-rule-fight-back = Die angegriffene Katze wehrt sich mit einer beliebigen Karte derselben Farbe; Mog-Bildkarten zählen im Katzenkampf nicht
ca-rule-swap = Nimm dir eine Karte deiner Wahl und tausche sie gegen eine deiner eigenen
ca-rule-one-thing = Eins nach dem anderen
ca-rule-exact-count = Zieh deine Katze um genau die richtige Anzahl Felder
ca-rule-neighbour = Zieh von Feld zu Nachbarfeld
ca-rule-cat-back-track = Katzen dürfen beim Ziehen nicht zurückgehen
ca-rule-cat-off-limits = Katzen dürfen nicht auf den Parkplatz, das Vogelhaus oder das Mauseloch
ca-rule-no-jumping = Katzen dürfen nicht über andere Katzen springen (du musst in eine andere Richtung ziehen)
ca-rule-car = Katzen dürfen keine Straße betreten, auf der das Auto steht
ca-rule-larder-full = Du kannst nicht mehr als eine Maus und nicht mehr als einen Vogel fangen
ca-rule-shop-closed = Den Garten eines geschlossenen Ladens darfst du nicht betreten
ca-rule-cat-at-home = Eine Katze auf ihrem Zuhause-Feld darfst du nicht angreifen
ca-rule-team-mate = Katzen dürfen nicht auf dem Feld einer Katze stehen bleiben, ohne sie anzugreifen, und eine Bande greift nie ihre eigenen Katzen an
ca-rule-host-returns = Ist die Hauskatze unterwegs und findet dich bei ihrer Rückkehr in ihrem Garten, zählt das als Angriff
ca-rule-one-of-each = Du darfst von jedem Futter nur eins in deiner Speisekammer haben
ca-rule-no-raid-at-home = Eine Katze auf ihrem Zuhause-Feld kann nicht geplündert werden
ca-rule-no-sitting = Katzen dürfen nicht auf dem Feld einer Katze, eines Vogels oder einer Maus stehen bleiben, ohne anzugreifen
ca-rule-younger-no-raiding = Für jüngere Spieler: ohne Plündern
ca-rule-critter-card = Spiele eine Vogelkarte, um einen der Vögel zu ziehen, oder eine Mauskarte, um eine der Mäuse zu ziehen, so viele Felder, wie die Karte zeigt
ca-rule-retired-larder = Jeder Vogel und jede Maus in der Speisekammer einer ausgeschiedenen Katze kann mit Vogel- oder Mauskarten gezogen werden
ca-rule-critter-back-track = Mäuse und Vögel dürfen beim Ziehen nicht zurückgehen
ca-rule-critter-no-home = Mäuse und Vögel dürfen das Zuhause-Feld einer Katze nicht betreten
ca-rule-mouse-hole = Nur Mäuse dürfen das Mauseloch benutzen und im Spiel dorthin zurückkehren
ca-rule-bird-house = Nur Vögel dürfen das Vogelhaus benutzen und im Spiel dorthin zurückkehren
ca-rule-car-park = Auf dem Parkplatz steht nur das Auto
ca-rule-critter-no-landing = Mäuse und Vögel dürfen nicht auf dem Feld einer Maus, eines Vogels oder einer Katze landen (sie müssen in eine andere Richtung ziehen)

## Was an der Aktion gegen die Regel verstößt ($space: der Name eines Feldes; $card: der einer Karte)

ca-refused-other-seat = gerade ist ein anderer Platz an der Reihe
ca-refused-not-in-hand = { $card } ist nicht auf deiner Hand
ca-refused-nothing-to-pounce = nichts, worauf du landen darfst, ist höchstens sechs Felder entfernt
ca-refused-nothing-to-burgle = kein Pfotenabdruck und kein Zuhause in höchstens sechs Feldern hat etwas für dich
ca-refused-discard-when-stuck = abwerfen darfst du stattdessen nur, wenn du keine Karte deiner Hand spielen kannst
ca-refused-no-fights = an diesem Tisch gibt es keine Katzenkämpfe
ca-refused-no-suit-cards = du hast keine { $suit ->
        [cat] Katzenkarten
        [bird] Vogelkarten
       *[mouse] Mauskarten
    } zum Angreifen
ca-refused-gang-mate = diese Katze spielt für deine Bande
ca-refused-target-at-home = diese Katze steht auf einem Zuhause-Feld
ca-refused-target-too-far = diese Katze ist mehr als sechs Felder entfernt
ca-refused-no-six-cat = an diesem Tisch gibt es keine Sechserkatze
ca-refused-six-cat = { $critter ->
        [bird] du brauchst sechs Vogelkarten und eine Speisekammer, aus der du einen Vogel nehmen kannst
       *[mouse] du brauchst sechs Mauskarten und eine Speisekammer, aus der du eine Maus nehmen kannst
    }
ca-refused-cannot-take = du kannst { $food } nicht nehmen
ca-refused-fight-suit = wirf eine { $suit ->
        [cat] Katzenkarte
        [bird] Vogelkarte
       *[mouse] Mauskarte
    } von deiner Hand ab
ca-refused-swap = nimm eine Karte aus der anderen Hand und gib eine von deinen
ca-refused-not-asked = das ist gerade nicht gefragt
# $how: "die" (der Wurf des Zuges), "card" (eine Katzenkarte) oder "extra" (die zusätzlichen Felder einer Curiosity-Karte).
ca-refused-exact-count = { $how ->
        [die] du hast eine { $count } gewürfelt: Zieh genau { $count ->
            [one] { $count } Feld
           *[other] { $count } Felder
        }
        [card] auf deiner Karte steht { $count }: Zieh genau { $count ->
            [one] { $count } Feld
           *[other] { $count } Felder
        }
       *[extra] zieh genau { $count ->
            [one] { $count } Feld
           *[other] { $count } Felder
        }
    }
# $exactly: die Nachricht oben; $away: wie weit das gewählte Feld entfernt ist.
ca-refused-exact-count-away = { $exactly } (dieses Feld ist { $away ->
        [one] { $away } Feld
       *[other] { $away } Felder
    } entfernt)
ca-refused-not-next = diese Felder liegen nicht nebeneinander
ca-refused-on-path = { $space } liegt schon auf diesem Weg
# Das Feld, an dem die Regel den Zug aufhält.
ca-refused-at = { $space }
ca-refused-cat-on = auf { $space } steht eine Katze
ca-refused-bad-path = dieser Weg ist kein erlaubter Zug
ca-refused-no-such-space = dieses Feld gibt es nicht
ca-refused-beyond-reach = dieses Feld ist mehr als sechs Felder entfernt
ca-refused-own-home = eine Katze auf deinem eigenen Zuhause wird angegriffen, wenn du mit einem Zug nach Hause kommst
ca-refused-nothing-there = dort ist keine Katze, kein Vogel und keine Maus
ca-refused-cat-at-home = seine Katze ist zu Hause
ca-refused-occupied = dort steht schon etwas
ca-refused-shop-empty = { $shop ->
        [fishmonger] der Fischhändler
        [dairy] die Molkerei
        [corner-shop] der Eckladen
       *[vet] der Tierarzt
    } hat nichts mehr
ca-refused-have-it = das hast du schon
ca-refused-not-rival-home = das ist nicht das Zuhause-Feld einer gegnerischen Katze
ca-refused-no-raiding = an diesem Tisch wird nicht geplündert
ca-refused-nothing-lacking = dort ist nichts, was dir fehlt
ca-refused-not-burglar-space = das ist weder ein Cat-Burglar-Pfotenabdruck noch ein Zuhause-Feld
ca-refused-card-moves = diese Karte zieht { $critter ->
        [bird] einen Vogel
       *[mouse] eine Maus
    }
ca-refused-critter-exact-count = { $critter ->
        [bird] der Vogel
       *[mouse] die Maus
    } zieht genau { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
ca-refused-no-such-critter = { $critter ->
        [bird] diesen Vogel
       *[mouse] diese Maus
    } gibt es nicht
ca-refused-larder-in-play = { $critter ->
        [bird] dieser Vogel ist
       *[mouse] diese Maus ist
    } in der Speisekammer einer Katze, die noch im Spiel ist
ca-refused-something-on = auf { $space } steht schon etwas

## Was der Spieler am Zug gefragt wird

ca-ask-play = Spiele eine Mog-Karte (oder erkläre einen Katzenkampf oder lege eine Sechserkatze aus)
ca-ask-roll = Würfle
ca-ask-move = Zieh deine Katze genau { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
ca-ask-move-critter = Zieh { $critter ->
        [bird] einen Vogel
       *[mouse] eine Maus
    } genau { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
ca-ask-pounce = Cat Attack: Spring auf eine Katze, einen Vogel oder eine Maus, höchstens sechs Felder entfernt
ca-ask-burgle = Cat Burglar: Lande auf einem Cat-Burglar-Pfotenabdruck oder einem Zuhause-Feld in höchstens sechs Feldern
ca-ask-six-cat = Sechserkatze: Wähle die Speisekammer, aus der { $critter ->
        [bird] der Vogel verschwindet, und zieh ihn sechs Felder
       *[mouse] die Maus verschwindet, und zieh sie sechs Felder
    }
# $name: der Spieler, dem die Hand oder die Speisekammer gehört.
ca-ask-swap = Nimm eine Karte aus der Hand von { $name } und gib eine von deinen ab, oder behalte deine Hand
ca-ask-raid = Nimm einen Gegenstand aus der Speisekammer von { $name }, oder nimm nichts
ca-ask-fight = Katzenkampf: Wirf eine { $suit ->
        [cat] Katzenkarte
        [bird] Vogelkarte
       *[mouse] Mauskarte
    } ab

## Das Protokoll ($who: der Spieler, der handelt)

ca-log-play = { $who } spielt { $card }
ca-log-discard = { $who } kann nicht spielen und wirft { $card } ab
ca-log-fight = { $who } erklärt { $target } einen Katzenkampf mit { $suit ->
        [cat] Katzenkarten
        [bird] Vogelkarten
       *[mouse] Mauskarten
    }
ca-log-six-cat = { $who } legt sechs { $critter ->
        [bird] Vogelkarten
       *[mouse] Mauskarten
    } als Sechserkatze aus
ca-log-roll = { $who } würfelt
ca-log-move = { $who } zieht nach { $space }
ca-log-move-critter = { $who } zieht { $critter ->
        [bird] einen Vogel
       *[mouse] eine Maus
    } nach { $space }
ca-log-pounce = { $who } springt auf { $space }
ca-log-burgle = { $who } landet als Einbrecher auf { $space }
ca-log-six-cat-move = { $who } zaubert das Tier aus der Speisekammer von { $victim } nach { $space }
ca-log-raid = { $who } nimmt { $food }
ca-log-no-raid = { $who } nimmt nichts
ca-log-swap = { $who } tauscht eine Karte
ca-log-keep-hand = { $who } behält die eigene Hand
ca-log-fight-card = { $who } wirft { $card } ab

## Die Zeilen des Protokolls: was geschehen ist, wie das Protokoll des Tisches es erzählt
## ($name: der Spieler, dem es geschah; $space: der Name eines Feldes; $card: der Name einer Karte)

# $rounds: die Runden des Auswürfelns, die erste als ca-tell-rolls, jede weitere mit ca-tell-roll-again.
ca-tell-first-roll = Wer fängt an? { $rounds }. { $name } hat am höchsten gewürfelt und fängt an
# Der Wurf einer Katze ($die); die Würfe einer Runde, jeder gefolgt von den übrigen ($first, $rest).
ca-tell-roll = { $name } { $die }
ca-tell-rolls = { $first }, { $rest }
# $first: die Würfe bis dahin; $rest: die Runden, in denen die Gleichstände an der Spitze neu würfeln.
ca-tell-roll-again = { $first }; neu gewürfelt: { $rest }
ca-tell-played = { $name } spielt { $card }
ca-tell-rolled = { $name } würfelt eine { $value }
ca-tell-moved = { $name } zieht nach { $space }
ca-tell-critter-moved = { $critter ->
        [bird] Ein Vogel huscht
       *[mouse] Eine Maus huscht
    } nach { $space }
ca-tell-caught = { $name } fängt { $critter ->
        [bird] einen Vogel
       *[mouse] eine Maus
    }!
# $food: eine der ca-food-Nachrichten.
ca-tell-bought = { $name } nimmt { $food }
ca-tell-attacked = { $name } greift { $victim } an!
# $lives: wie viele; $why: eine der ca-why-Nachrichten.
ca-tell-lost-lives = { $name } verliert { $lives ->
        [one] ein Leben
       *[other] { $lives } Leben
    } ({ $why })
ca-tell-sent-home = { $name } geht nach Hause
ca-tell-retired = { $name } hat das neunte Leben verloren und scheidet aus
# $victim: die Katze, der das Zuhause gehört.
ca-tell-raid-declined = { $name } lässt die Speisekammer von { $victim } in Ruhe
ca-tell-raided = { $name } plündert die Speisekammer von { $victim } und nimmt { $food }
ca-tell-swapped = { $name } tauscht eine Karte mit { $from }
# $card: der Text der Curiosity-Karte, wie das Level ihn schreibt.
ca-tell-curiosity = { $name } zieht eine Curiosity-Karte: „{ $card }“
# Eine Curiosity-Karte, die das Level nicht hat (ein beschädigter Spielstand).
ca-tell-curiosity-unread = { $name } zieht eine Curiosity-Karte
ca-tell-shop-opens = { $shop ->
        [fishmonger] Der Fischhändler öffnet
        [dairy] Die Molkerei öffnet
        [corner-shop] Der Eckladen öffnet
       *[vet] Der Tierarzt öffnet
    }
ca-tell-shop-closes = { $shop ->
        [fishmonger] Der Fischhändler schließt
        [dairy] Die Molkerei schließt
        [corner-shop] Der Eckladen schließt
       *[vet] Der Tierarzt schließt
    }
ca-tell-car = Das Auto fährt nach { $space }
ca-tell-fight = Katzenkampf! { $name } tritt mit { $suit ->
        [cat] Katzenkarten
        [bird] Vogelkarten
       *[mouse] Mauskarten
    } gegen { $defender } an
ca-tell-fight-card = { $name } wirft { $card } in den Kampf
ca-tell-fight-lost = { $name } verliert den Kampf
ca-tell-six-cat = { $name } legt eine Sechserkatze aus: { $critter ->
        [bird] Der Vogel
       *[mouse] Die Maus
    } von { $victim } verschwindet aus der Speisekammer
ca-tell-escaped = { $critter ->
        [bird] Der Vogel
       *[mouse] Die Maus
    } von { $name } entwischt und läuft nach Hause
ca-tell-won = { $name } gewinnt!

## Warum eine Katze Leben verliert (in Klammern nach den verlorenen Leben)

ca-why-attacked = angegriffen
ca-why-trespassing = beim unbefugten Betreten erwischt
ca-why-lost-fight = Katzenkampf verloren
ca-why-raided-garden = noch im Garten der geplünderten Katze
ca-why-burglar-garden = mit einer Cat-Burglar-Karte in einem Garten erwischt
ca-why-curiosity = eine Curiosity-Karte
ca-why-shop-closed = im Garten eines Ladens erwischt, als er schloss
ca-why-car = vom Auto erwischt
ca-why-cornered-nowhere = in die Enge getrieben: kein Weg frei
# Eine Katze in der Enge verliert ein Leben für jeden Grund ($reasons: eine der
# ca-cornered-Nachrichten, oder mehrere, durch ca-why-reasons verbunden).
ca-why-cornered = in die Enge getrieben: { $reasons }
ca-why-reasons = { $first }; { $rest }
ca-cornered-car = Katzen dürfen keine Straße betreten, auf der das Auto steht
ca-cornered-cat-in-the-way = Katzen dürfen nicht über andere Katzen springen
ca-cornered-larder-full = du kannst nicht mehr als eine Maus und nicht mehr als einen Vogel fangen
ca-cornered-shop-closed = den Garten eines geschlossenen Ladens darfst du nicht betreten
ca-cornered-cat-at-home = eine Katze auf ihrem Zuhause-Feld darfst du nicht angreifen
ca-cornered-team-mate = Katzen dürfen nicht auf dem Feld einer Katze stehen bleiben, ohne sie anzugreifen, und eine Bande greift nie ihre eigenen Katzen an

## Wie die Partie ausging ($who: ein Spieler; $winners: Spieler, als Liste wie oben)

ca-summary-food = { $who } ist mit sechs verschiedenen Futtersorten nach Hause gekommen und gewinnt.
ca-summary-food-gang = { $winners } sind jeweils mit sechs verschiedenen Futtersorten zu Hause und gewinnen.
ca-summary-food-shared-house = { $who } ist mit sechs verschiedenen Futtersorten nach Hause gekommen: { $winners } gewinnen.
ca-summary-last-cat = { $who } ist die letzte Katze im Spiel und gewinnt.
ca-summary-last-gang = { $winners } sind die letzte Bande im Spiel und gewinnen.
# $count: wie viele Spieler gewinnen (die zwei einer Bande oder einer); $best: ihre Leben und Gegenstände.
ca-summary-time = Die Zeit ist um: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $best ->
        [one] { $best } Leben oder Gegenstand
       *[other] { $best } Leben und Gegenständen
    }.
# $sides: die Spieler oder Banden, die gleichauf liegen, als Liste wie oben.
ca-summary-time-draw = Die Zeit ist um: { $sides } liegen mit { $best ->
        [one] { $best } Leben oder Gegenstand
       *[other] { $best } Leben und Gegenständen
    } und beim Futter gleichauf: unentschieden.
# Eine Bande unter denen, die gleichauf liegen.
ca-summary-gang = ({ $names })

## Warum der Normal-Bot eine Aktion wählen würde (der Tipp). Ein Grund ist ein Satzteil oder
## zwei, durch ca-reason-and verbunden; $joined ist 1 für den Teil nach „und“, der dann klein
## beginnt (wo die Sprache es verlangt).

ca-reason-and = { $first }, und { $then }
# Eine Katzenkarte: wohin sie die Katze bringen kann ($to: eine der ca-reason-to-Nachrichten unten).
ca-reason-card = { $joined ->
        [1] damit
       *[other] Damit
    } kommst du { $to }
ca-reason-card-and = Damit kommst du { $to }, und { $also }
ca-reason-to-catch = { $critter ->
        [bird] auf einen Vogel: Der fehlt deiner Speisekammer noch
       *[mouse] auf eine Maus: Die fehlt deiner Speisekammer noch
    }
ca-reason-to-attack = auf eine Katze, um sie anzugreifen: Sie verliert ein Leben und geht nach Hause
ca-reason-to-stop-winner = auf die Katze mit allen sechs Futtersorten, um sie nach Hause zu schicken
ca-reason-to-shop = { $shop ->
        [fishmonger] zum Fischhändler, für eine Dose Fisch
        [dairy] zur Molkerei, für eine Schale Milch
        [corner-shop] zum Eckladen, für eine Dose Katzenfutter
       *[vet] zum Tierarzt, für eine Schachtel Katzenvitamine
    }: Die fehlt deiner Speisekammer noch
ca-reason-to-home = nach Hause, wo dich keine Katze angreifen kann
ca-reason-to-raid = zu einem Zuhause, dessen Katze unterwegs ist, zum Plündern: Dort gibt es Futter, das dir fehlt
ca-reason-to-curiosity = auf ein Curiosity-Feld
ca-reason-to-safety = außer Reichweite der Katzen in deiner Nähe
ca-reason-to-fewer-cats = in Reichweite von weniger Katzen
# $count: wie viele der sechs Würfelzahlen auf dem Zuhause landen.
ca-reason-to-home-rolls = dorthin, wo dich { $count } von 6 Würfelzahlen mit allen sechs Futtersorten nach Hause { $count ->
        [one] bringt
       *[other] bringen
    }
ca-reason-to-closer-home = näher an dein Zuhause: Deine Speisekammer ist voll
ca-reason-to-closer-food = näher an Futter, das dir fehlt
ca-reason-catch = { $joined ->
        [1] fängt
       *[other] Fängt
    } { $critter ->
        [bird] den Vogel: Der fehlt deiner Speisekammer noch
       *[mouse] die Maus: Die fehlt deiner Speisekammer noch
    }
ca-reason-attack = { $joined ->
        [1] greift
       *[other] Greift
    } die Katze dort an: Sie verliert ein Leben und geht nach Hause
ca-reason-stop-winner = { $joined ->
        [1] schickt
       *[other] Schickt
    } die Katze mit allen sechs Futtersorten nach Hause, bevor sie heimwürfeln kann
ca-reason-shop = { $joined ->
        [1] holt
       *[other] Holt
    } { $shop ->
        [fishmonger] eine Dose Fisch beim Fischhändler
        [dairy] eine Schale Milch bei der Molkerei
        [corner-shop] eine Dose Katzenfutter beim Eckladen
       *[vet] eine Schachtel Katzenvitamine beim Tierarzt
    }: Die fehlt deiner Speisekammer noch
ca-reason-win = { $joined ->
        [1] landet
       *[other] Landet
    } mit allen sechs Futtersorten auf deinem Zuhause: Du gewinnst
ca-reason-at-home = { $joined ->
        [1] ruht
       *[other] Ruht
    } auf deinem Zuhause, wo dich keine Katze angreifen kann
ca-reason-raid = { $joined ->
        [1] plündert
       *[other] Plündert
    } das Zuhause einer Katze, die unterwegs ist: Dort gibt es Futter, das dir fehlt
ca-reason-off-raided-home = { $joined ->
        [1] bleibt
       *[other] Bleibt
    } am Zugende vom geplünderten Zuhause weg: Das würde zwei Leben kosten
ca-reason-curiosity = { $joined ->
        [1] landet
       *[other] Landet
    } auf einem Curiosity-Feld
ca-reason-leave-raided-garden = { $joined ->
        [1] verlässt
       *[other] Verlässt
    } den geplünderten Garten vor dem Zugende: Dort zu bleiben kostet zwei Leben
ca-reason-burglar-penalty = { $joined ->
        [1] bleibt
       *[other] Bleibt
    } nach deinem Cat Burglar aus den Gärten: Dort den Zug zu beenden kostet ein Leben
ca-reason-safe = { $joined ->
        [1] bleibt
       *[other] Bleibt
    } außer Reichweite der Katzen in deiner Nähe
ca-reason-fewer-cats = { $joined ->
        [1] beendet
       *[other] Beendet
    } deinen Zug in Reichweite von weniger Katzen
ca-reason-home-rolls = { $joined ->
        [1] stellt
       *[other] Stellt
    } dich so, dass dich { $count } von 6 Würfelzahlen nach Hause { $count ->
        [one] bringt
       *[other] bringen
    }, mit allen sechs Futtersorten in deiner Speisekammer
ca-reason-closer-home = { $joined ->
        [1] bringt
       *[other] Bringt
    } dich näher an dein Zuhause: Deine Speisekammer ist voll
ca-reason-closer-food = { $joined ->
        [1] bringt
       *[other] Bringt
    } dich näher an Futter, das dir fehlt
ca-reason-not-cornered = { $joined ->
        [1] bewahrt
       *[other] Bewahrt
    } deine Katze davor, in die Enge getrieben zu werden
ca-reason-critter-closer = { $joined ->
        [1] bringt
       *[other] Bringt
    } { $critter ->
        [bird] den Vogel näher zu dir: Der fehlt deiner Speisekammer noch
       *[mouse] die Maus näher zu dir: Die fehlt deiner Speisekammer noch
    }
ca-reason-critter-in-reach = { $joined ->
        [1] bringt
       *[other] Bringt
    } { $critter ->
        [bird] den Vogel dorthin, wo dich { $count } von 6 Würfelzahlen auf ihn { $count ->
            [one] bringt
           *[other] bringen
        }: Der fehlt deiner Speisekammer noch
       *[mouse] die Maus dorthin, wo dich { $count } von 6 Würfelzahlen auf sie { $count ->
            [one] bringt
           *[other] bringen
        }: Die fehlt deiner Speisekammer noch
    }
ca-reason-critter-away = { $joined ->
        [1] bringt
       *[other] Bringt
    } { $critter ->
        [bird] den Vogel weg von den Katzen, denen noch einer fehlt
       *[mouse] die Maus weg von den Katzen, denen noch eine fehlt
    }
ca-reason-critter-card = { $joined ->
        [1] spielt
       *[other] Spielt
    } eine Karte, die du kaum brauchst: Nichts Besseres hilft dir gerade
ca-reason-speedy-home = { $joined ->
        [1] vier
       *[other] Vier
    } Würfe in diesem Zug: mehr Chancen, mit allen sechs Futtersorten auf deinem Zuhause zu landen
ca-reason-speedy = { $joined ->
        [1] drei
       *[other] Drei
    } zusätzliche Würfe, um an das Futter zu kommen, das dir fehlt
ca-reason-cat-attack = Cat Attack ist dein stärkster Zug: Spring auf eine Katze, einen Vogel oder eine Maus in höchstens sechs Feldern
ca-reason-cat-burglar = Cat Burglar ist dein stärkster Zug: Nimm den Gegenstand eines Ladens oder plündere ein Zuhause in der Nähe
ca-reason-best-card = { $card } ist jetzt dein bester Zug
ca-reason-pounce = { $joined ->
        [1] springt
       *[other] Springt
    } sofort darauf
ca-reason-burgle-shop = { $joined ->
        [1] nimmt
       *[other] Nimmt
    } { $shop ->
        [fishmonger] eine Dose Fisch vom Pfotenabdruck vor dem Fischhändler
        [dairy] eine Schale Milch vom Pfotenabdruck vor der Molkerei
        [corner-shop] eine Dose Katzenfutter vom Pfotenabdruck vor dem Eckladen
       *[vet] eine Schachtel Katzenvitamine vom Pfotenabdruck vor dem Tierarzt
    }
ca-reason-burgle-home = { $joined ->
        [1] plündert
       *[other] Plündert
    } dieses Zuhause, obwohl seine Katze in der Nähe ist
ca-reason-raid-scarce = { $joined ->
        [1] nimmt
       *[other] Nimmt
    } { $food }: Davon gibt es nichts mehr zu fangen oder zu kaufen
ca-reason-raid-food = { $joined ->
        [1] nimmt
       *[other] Nimmt
    } { $food }: Das fehlt deiner Speisekammer noch
ca-reason-no-raid-last-lives = { $joined ->
        [1] nimmt
       *[other] Nimmt
    } nichts: Die zwei Leben, die ein Plündern am Zugende kostet, wären deine letzten
ca-reason-no-raid-costly = { $joined ->
        [1] nimmt
       *[other] Nimmt
    } nichts: Ein Plündern kostet jetzt am Zugende zwei Leben, mehr als das Futter wert ist
ca-reason-no-raid = { $joined ->
        [1] nimmt
       *[other] Nimmt
    } nichts: Nur ein Plündern kostet am Zugende zwei Leben
ca-reason-spare = { $card } ist die Karte, die du am wenigsten brauchst
ca-reason-keeps = { $joined ->
        [1] behält
       *[other] Behält
    } { $card }, eine Karte, die dir mehr wert ist
ca-reason-swap = { $take } ist dir mehr wert als { $give }
ca-reason-no-better-swap = { $joined ->
        [1] keine
       *[other] Keine
    } Karte in dieser Hand ist dir mehr wert als deine
ca-reason-keep-hand = { $joined ->
        [1] nichts
       *[other] Nichts
    } in dieser Hand ist dir mehr wert als deine eigenen Karten
# $count: deine Karten der Farbe; $theirs: die der anderen Katze, wenn du ihre Hand gesehen hast.
ca-reason-fight-seen = { $joined ->
        [1] du
       *[other] Du
    } hast { $count } { $suit ->
        [cat] { $count ->
            [one] Katzenkarte
           *[other] Katzenkarten
        }
        [bird] { $count ->
            [one] Vogelkarte
           *[other] Vogelkarten
        }
       *[mouse] { $count ->
            [one] Mauskarte
           *[other] Mauskarten
        }
    } und die andere Katze hat { $theirs }: Ihr gehen sie zuerst aus
ca-reason-fight = { $joined ->
        [1] du
       *[other] Du
    } hast { $count } { $suit ->
        [cat] { $count ->
            [one] Katzenkarte
           *[other] Katzenkarten
        }
        [bird] { $count ->
            [one] Vogelkarte
           *[other] Vogelkarten
        }
       *[mouse] { $count ->
            [one] Mauskarte
           *[other] Mauskarten
        }
    }, mehr als die andere Katze wohl hat
ca-reason-losing-fight = { $joined ->
        [1] ein
       *[other] Ein
    } Kampf mit { $suit ->
        [cat] Katzenkarten
        [bird] Vogelkarten
       *[mouse] Mauskarten
    } ginge wohl verloren: Du hast zu wenige
ca-reason-six-cat = { $joined ->
        [1] eine
       *[other] Eine
    } Sechserkatze holt ein Tier aus der Speisekammer einer anderen Katze
ca-reason-roll = { $joined ->
        [1] würfelt
       *[other] Würfelt
    }: Nichts anderes hilft dir gerade
ca-reason-any-move = Kein Zug bringt gerade etwas: Dieser ist so gut wie jeder andere
ca-reason-any-critter-move = Kein Zug eines Tiers hilft dir gerade: Dieser ist so gut wie jeder andere
ca-reason-any-card = Keine Karte auf deiner Hand bringt gerade etwas: Diese ist so gut wie jede andere
ca-reason-any-give-up = Jede Karte, die du abgeben könntest, ist dir gleich viel wert
ca-reason-nothing-better = Nichts anderes hilft dir gerade mehr

## Die Diagramme: was die Partie zählt, und unten entlang

ca-score-food = Futter
ca-score-lives = Leben
ca-clock-round = Runde

ca-card-numbered = { $suit ->
        [cat] Katze
        [bird] Vogel
       *[mouse] Maus
    } { $value }
ca-card-picture = { $card ->
        [speedy-cat] Speedy Cat
        [cat-attack] Cat Attack
       *[cat-burglar] Cat Burglar
    }
