# Die Meldungen von Cat Fight: die Regeln, die genannt werden, wenn eine Aktion abgelehnt wird,
# was gefragt wird, das Protokoll, das Ende der Partie, die Gründe des Normal-Bots und die
# Beschriftungen seiner Diagramme.

## Felder und Richtungen, in die Sätze unten eingesetzt

# Ein Feld jenseits von Spalte Z (nur aus einem beschädigten Spielstand gelesen); die anderen
# kommen als „C3“.
cf-square-far = Spalte { $column }, Zeile { $row }
# Nach „nach“: „Blick nach Norden“.
cf-dir-n = Norden
cf-dir-ne = Nordosten
cf-dir-e = Osten
cf-dir-se = Südosten
cf-dir-s = Süden
cf-dir-sw = Südwesten
cf-dir-w = Westen
cf-dir-nw = Nordwesten

## Die Regeln, wie sie im Regelheft stehen

cf-rule-sacrifice = Wenn du einen Katzenkampf verlierst, darfst du eine Sahneportion deiner Wahl opfern und den Kampf fortsetzen
cf-rule-winner-turns = Der Sieger eines Katzenkampfs darf seine Katze in eine Richtung seiner Wahl drehen
cf-rule-catnip-on-board = Katzenminze kommt aufs Brett
cf-rule-catnip-empty = Katzenminze kommt auf ein leeres Feld
cf-rule-catnip-once = Leg deine Katzenminze zu einem beliebigen Zeitpunkt deines Zugs (das darfst du nur einmal pro Partie)
cf-rule-turn-done = Zieh deine Katze einmal oder schlecke: Dann ist dein Zug vorbei
cf-rule-move-or-sip = Zieh deine Katze einmal (wie eine Dame beim Schach) oder schlecke Sahne
cf-rule-starts-off-board = Deine Katze beginnt neben dem Brett; in deinem ersten Zug setzt du sie in den blauen Bereich
cf-rule-first-turn = In deinem ersten Zug setzt du deine Katze an eine Stelle deiner Wahl im blauen Bereich
cf-rule-enter-free = Eine Katze kommt auf ein freies blaues Feld
cf-rule-enter-again = In deinem Zug setzt du deine Katze in den blauen Bereich
cf-rule-blocker-on-board = Sperren kommen aufs Brett
cf-rule-blocker-empty = Eine Sperre kommt auf ein leeres Feld
cf-rule-no-blockers-on-blue = Sperren dürfen NIEMALS in den blauen Bereich gesetzt werden
cf-rule-blockers-shared = Die Sperren werden zu Beginn gleichmäßig verteilt
cf-rule-queen = Zieh deine Katze einmal (wie eine Dame beim Schach); Katzen können nicht durch Sperren ziehen
cf-rule-saucer-not-square = Katzen schlecken neben einem Schälchen und stehen nie darauf
cf-rule-looked-at = Wenn dich zu Beginn deines Zugs eine andere Katze ansieht, musst du entweder ziehen, eine Sperre setzen, damit diese Katze dich nicht sehen kann, oder einen Katzenkampf beginnen
cf-rule-sip = Wenn du zu Beginn deines Zugs neben einem Schälchen Sahne stehst UND es ansiehst, darfst du Sahne schlecken

## Was an der Aktion gegen die Regel verstößt ($square: ein Feld; $from: wo die Katze steht)

cf-refused-not-your-cream = die Sahneportion { $cream } gehört nicht dir
cf-refused-fight-first = der Spieler auf Platz { $seat } hat den Katzenkampf verloren und muss zuerst eine Sahneportion opfern oder sich geschlagen geben
cf-refused-winner-faces-first = wähle zuerst, wohin der Sieger schaut
cf-refused-no-fight = es gibt keinen Katzenkampf zu verlieren
cf-refused-off-grid = { $square } liegt außerhalb des Bretts
cf-refused-taken = { $square } ist besetzt
cf-refused-cat-acted = deine Katze hat in diesem Zug schon gehandelt: Leg deine Katzenminze oder beende den Zug
cf-refused-cat-not-acted = deine Katze hat in diesem Zug noch nichts getan
cf-refused-on-board = deine Katze ist schon auf dem Brett
cf-refused-not-blue = { $square } ist kein blaues Feld
cf-refused-blue = { $square } ist ein blaues Feld
cf-refused-placing-turn = deine Katze ist nicht auf dem Brett: In diesem Zug setzt du sie ein
cf-refused-enter-there = es ist noch ein blaues Feld frei: Setz deine Katze dorthin
cf-refused-no-blockers = du hast keine Sperren mehr
cf-refused-catnip-used = du hast deine Katzenminze schon benutzt
cf-refused-not-in-line = { $square } liegt von { $from } aus nicht in gerader Linie
cf-refused-in-the-way = { $square } ist im Weg
cf-refused-blocker-there = dort steht eine Sperre
cf-refused-saucer-there = dort steht ein Schälchen
cf-refused-unreachable = { $square } ist nicht erreichbar
cf-refused-still-watched = eine Katze hat dich zu Beginn deines Zugs angesehen: Unterbrich ihre Sichtlinie mit einer Sperre oder zieh
cf-refused-cannot-sip = deine Katze stand zu Beginn des Zugs nicht neben einem Schälchen mit Sahne, dem sie zugewandt war

## Was der Spieler am Zug gefragt wird

cf-ask-enter = Setz deine Katze auf ein freies blaues Feld
cf-ask-turn = Setz Sperren oder Katzenminze, wenn du willst, dann zieh, schlecke oder dreh dich
cf-ask-fight-lost = Du hast den Katzenkampf verloren: Opfere eine Sahneportion, um weiterzukämpfen, oder verlass das Brett
cf-ask-winner-faces = Du hast den Katzenkampf gewonnen: Dreh dich in eine beliebige Richtung
cf-ask-finish = Leg jetzt deine Katzenminze oder beende deinen Zug

## Das Protokoll ($name: der Spieler; $facing: eine Richtung von oben)

cf-log-enter = { $name } betritt das Brett auf { $square }, Blick nach { $facing }
cf-log-blocker = { $name } setzt eine Sperre auf { $square }
cf-log-catnip = { $name } legt Katzenminze auf { $square }
cf-log-move = { $name } zieht auf { $square }, Blick nach { $facing }
cf-log-sip = { $name } schleckt eine Sahneportion
cf-log-face = { $name } dreht sich nach { $facing }
cf-log-pass = { $name } wartet auf ein freies blaues Feld
cf-log-sacrifice = { $name } opfert eine Sahneportion, um weiterzukämpfen
cf-log-accept-defeat = { $name } gibt sich geschlagen und verlässt das Brett
cf-log-end-turn = { $name } beendet den Zug

## Wie die Partie endete ($how: eine der beiden cf-end-Meldungen; $cream: die Siegersumme)

cf-end-cream-gone = Das letzte Schälchen Sahne ist leer
cf-end-turn-limit = Die Partie wurde nach { $turns ->
        [one] einem Zug
       *[other] { $turns } Zügen
    } beendet
cf-summary-wins = { $how }. { $name } gewinnt mit { $cream ->
        [one] einem Sahnepunkt
       *[other] { $cream } Sahnepunkten
    }.
cf-summary-tie = { $how }. { $names } liegen mit { $cream ->
        [one] einem Sahnepunkt
       *[other] { $cream } Sahnepunkten
    } gleichauf: Sie schreiten mit äußerst überlegener Miene davon, im sicheren Wissen, wer der wahre Sieger ist.
# Die Namen der Gleichplatzierten: zwei, oder der erste und die Liste der anderen.
cf-names-two = { $first } und { $second }
cf-names-more = { $first }, { $rest }

## Die Punktetabelle und die Diagramme am Ende der Partie

cf-score-cream = Sahne
cf-clock-turn = Zug
cf-figure-creams-held = Sahneportionen

## Warum der Normal-Bot eine Aktion wählen würde (der Tipp). Ein Grund ist ein Satzteil oder
## zwei, durch cf-reason-and verbunden; $joined ist 1 für den Teil nach „und“, der dann klein
## beginnt.

cf-reason-and = { $first }, und { $then }
# Wo der Zug endet ($at: eine der cf-reason-at-Meldungen); eine Katze, die aufs Brett kommt,
# betritt es dort.
cf-reason-ends = { $joined ->
        [1] beendet
       *[other] Beendet
    } den Zug { $at }
cf-reason-enters = Betritt das Brett { $at }
cf-reason-ends-and = Beendet den Zug { $at }, außerdem { $also }
cf-reason-enters-and = Betritt das Brett { $at }, außerdem { $also }
cf-reason-at-unwatched = dort, wo dich keine Katze ansieht
cf-reason-at-fewer-pouncers = dort, wo dich weniger Katzen anspringen können
cf-reason-at-saucer = neben einem Schälchen und ihm zugewandt: Im nächsten Zug kannst du schlecken
cf-reason-sip = { $joined ->
        [1] schleckt
       *[other] Schleckt
    } eine Sahneportion aus dem Schälchen vor dir
cf-reason-cut-to-sip = { $joined ->
        [1] unterbricht
       *[other] Unterbricht
    } die Sichtlinie der Katze, die dich angesehen hat, damit du in diesem Zug noch schlecken kannst
cf-reason-keep-blockers = { $joined ->
        [1] spart
       *[other] Spart
    } deine Sperren für später auf
cf-reason-cut-watcher = { $joined ->
        [1] unterbricht
       *[other] Unterbricht
    } die Sichtlinie der Katze, die dich dort ansehen würde, wo du hinziehst
cf-reason-closer = { $joined ->
        [1] bringt
       *[other] Bringt
    } dich näher an ein Schälchen
cf-reason-looks-at-cat = { $joined ->
        [1] behält
       *[other] Behält
    } eine Katze im Auge: Eine beobachtete Katze muss ziehen
cf-reason-looks-at-sipper = { $joined ->
        [1] sieht
       *[other] Sieht
    } eine Katze an, die einem Schälchen zugewandt ist: Eine beobachtete Katze kann nicht schlecken
cf-reason-sip-next = { $joined ->
        [1] schaut
       *[other] Schaut
    } zum Schälchen: In deinem Extrazug kannst du sofort schlecken
cf-reason-open-view = { $joined ->
        [1] schaut
       *[other] Schaut
    } über das offene Brett, wo jede Katze, die in Sicht kommt, beobachtet wird
cf-reason-clear-of-catnip = { $joined ->
        [1] hält
       *[other] Hält
    } sich von den Sichtlinien der Katzenminze fern
cf-reason-fight-by-saucer = { $joined ->
        [1] beginnt
       *[other] Beginnt
    } einen Katzenkampf neben einem Schälchen: Gewinnst du ihn, schleckst du in deinem Extrazug
cf-reason-fight = { $joined ->
        [1] beginnt
       *[other] Beginnt
    } einen Katzenkampf: Der Sieger bekommt einen Extrazug
cf-reason-no-fight = { $joined ->
        [1] hält
       *[other] Hält
    } sich aus einem Katzenkampf heraus, den du verlieren könntest
cf-reason-fight-sipper = { $joined ->
        [1] beginnt
       *[other] Beginnt
    } einen Katzenkampf mit einer Katze, die gleich schlecken will: Sie könnte vom Brett fliegen
cf-reason-catnip-brawl = { $joined ->
        [1] legt
       *[other] Legt
    } deine Katzenminze dorthin, wo { $count ->
        [one] eine Katze hinstürzt
       *[other] { $count } Katzen hinstürzen und sich gegenseitig bekämpfen
    }
cf-reason-catnip-sippers = { $joined ->
        [1] legt
       *[other] Legt
    } deine Katzenminze dorthin, wo sie { $count ->
        [one] eine Katze von dem Schälchen weglockt, das sie ansieht
       *[other] { $count } Katzen von ihren Schälchen weglockt
    }
cf-reason-catnip-rivals = { $joined ->
        [1] legt
       *[other] Legt
    } deine Katzenminze dorthin, wo sie deine Rivalen weglockt
cf-reason-keep-catnip = { $joined ->
        [1] spart
       *[other] Spart
    } deine Katzenminze für später auf: Kein Feld lockt gerade genug Rivalen weg
cf-reason-accept-defeat = { $joined ->
        [1] gibt
       *[other] Gibt
    } sich geschlagen: Neu zu würfeln würde eine Sahneportion kosten, die mehr wert ist als dieser Kampf
cf-reason-any-blue-square = Jedes freie blaue Feld ist so gut wie dieses
cf-reason-as-good-as-any = Nichts Besseres ist in Reichweite: Dieser Zug ist so gut wie jeder andere
cf-reason-nothing-better = Nichts anderes hilft dir gerade mehr

## Was geschehen ist, wie das Protokoll es erzählt ($name: der Spieler; $square und $facing
## wie oben)

cf-tell-enter = { $name } betritt das Brett auf { $square }, Blick nach { $facing }
cf-tell-move = { $name } zieht auf { $square }, Blick nach { $facing }
cf-tell-move-diverted = { $name } entdeckt unterwegs Katzenminze!
cf-tell-turn = { $name } dreht sich nach { $facing }
cf-tell-pass = { $name } wartet auf ein freies blaues Feld
cf-tell-blocker = { $name } setzt eine Sperre auf { $square }
cf-tell-catnip = { $name } legt Katzenminze auf { $square }
# $names: die Katzen, die die Katzenminze anlockt, durch Kommas getrennt; $count: wie viele.
cf-tell-catnip-fired = Katzenminze! { $names } { $count ->
        [one] rennt
       *[other] rennen
    } hin
# $cats: die Katzen des Katzenkampfs, ein cf-tell-versus im anderen („Felix gegen Ada gegen Mog“).
cf-tell-fight = Katzenkampf: { $cats }
cf-tell-versus = { $first } gegen { $rest }
# $rolls: der cf-tell-roll jeder Katze, aufgezählt mit cf-tell-rolls („Felix 3, Ada 5“).
cf-tell-dice = Würfel: { $rolls }
cf-tell-roll = { $name } { $die }
cf-tell-rolls = { $first }, { $rest }
cf-tell-sacrifice = { $name } opfert eine Sahneportion, um weiterzukämpfen
cf-tell-won = { $name } gewinnt den Katzenkampf
cf-tell-won-extra-turn = { $name } gewinnt den Katzenkampf und ist gleich noch einmal am Zug
cf-tell-sip = { $name } schleckt eine Sahneportion
cf-tell-saucer-walled-in = Ein von Sperren eingeschlossenes Schälchen wird entfernt
cf-tell-saucer-empty = Ein leeres Schälchen wird entfernt
cf-tell-game-over = Die Partie ist vorbei: Die Sahneportionen werden aufgedeckt
