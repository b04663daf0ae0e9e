# Cat Fight's messages: the rules it names when an action is refused, what it asks, the log,
# how a game ends, the Normal bot's reasons and the labels of its charts.

## Squares and directions, put into the sentences below

# A square past column Z (only read from a damaged save); other squares come as "C3".
cf-square-far = column { $column } row { $row }
cf-dir-n = north
cf-dir-ne = north-east
cf-dir-e = east
cf-dir-se = south-east
cf-dir-s = south
cf-dir-sw = south-west
cf-dir-w = west
cf-dir-nw = north-west

## The rules, as the rulebook says them

cf-rule-sacrifice = If you lose a catfight, you may sacrifice a cream of your choice and continue the fight
cf-rule-winner-turns = The winner of a catfight gets to turn their cat in a direction of their choice
cf-rule-catnip-on-board = Catnip goes on the board
cf-rule-catnip-empty = Catnip goes on an empty square
cf-rule-catnip-once = Place your catnip at any point on your turn (you only get to do this once per game)
cf-rule-turn-done = Move your cat once, or sip: then your turn is done
cf-rule-move-or-sip = Move your cat once (like a queen in chess), or sip cream
cf-rule-starts-off-board = Your cat starts off the board; your first turn is placing your cat on the blue area
cf-rule-first-turn = Your first turn is placing your cat in a place of your choice on the blue area
cf-rule-enter-free = A cat enters on a free blue square
cf-rule-enter-again = Your turn is placing your cat on the blue area
cf-rule-blocker-on-board = Blockers go on the board
cf-rule-blocker-empty = A blocker goes on an empty square
cf-rule-no-blockers-on-blue = Blockers MAY NEVER be placed in the blue area
cf-rule-blockers-shared = The blockers are shared out evenly at the start
cf-rule-queen = Move your cat once (like a queen in chess); cats may not move through blockers
cf-rule-saucer-not-square = Cats sip from beside a saucer, never stand on it
cf-rule-looked-at = If another cat is looking at you at the start of your turn, you must either move, place a blocker so that cat can't see you, or initiate a catfight
cf-rule-sip = If you are next to AND facing a saucer of cream at the start of your turn, you may sip cream

## What about the action broke the rule ($square: a square; $from: where the cat stands)

cf-refused-not-your-cream = cream { $cream } is not one of yours
cf-refused-fight-first = seat { $seat } lost the catfight and must sacrifice a cream or accept defeat first
cf-refused-winner-faces-first = choose which way the winner faces first
cf-refused-no-fight = there is no catfight to lose
cf-refused-off-grid = { $square } is off the grid
cf-refused-taken = { $square } is taken
cf-refused-cat-acted = your cat has acted this turn: place your catnip or end the turn
cf-refused-cat-not-acted = your cat has not acted yet this turn
cf-refused-on-board = your cat is already on the board
cf-refused-not-blue = { $square } is not a blue square
cf-refused-blue = { $square } is a blue square
cf-refused-placing-turn = your cat is off the board: this turn is for placing it
cf-refused-enter-there = a free blue square is left: enter there
cf-refused-no-blockers = you have no blockers left
cf-refused-catnip-used = you have already used your catnip
cf-refused-not-in-line = { $square } is not in a straight line from { $from }
cf-refused-in-the-way = { $square } is in the way
cf-refused-blocker-there = a blocker stands there
cf-refused-saucer-there = a saucer stands there
cf-refused-unreachable = { $square } cannot be reached
cf-refused-still-watched = a cat was looking at you when your turn began: cut its line with a blocker, or move
cf-refused-cannot-sip = your cat was not next to and facing a saucer with cream when the turn started

## What the player to act is asked

cf-ask-enter = Place your cat on a free blue square
cf-ask-turn = Place blockers or catnip if you like, then move, sip or turn
cf-ask-fight-lost = You lost the catfight: sacrifice a cream to fight on, or leave the board
cf-ask-winner-faces = You won the catfight: turn to face any way
cf-ask-finish = Place your catnip now, or end your turn

## The log ($name: the player; $facing: a direction above)

cf-log-enter = { $name } enters at { $square }, facing { $facing }
cf-log-blocker = { $name } places a blocker on { $square }
cf-log-catnip = { $name } places catnip on { $square }
cf-log-move = { $name } moves to { $square }, facing { $facing }
cf-log-sip = { $name } sips a cream
cf-log-face = { $name } turns to face { $facing }
cf-log-pass = { $name } waits for a free blue square
cf-log-sacrifice = { $name } sacrifices a cream to fight on
cf-log-accept-defeat = { $name } accepts defeat and leaves the board
cf-log-end-turn = { $name } ends the turn

## How the game ended ($how: one of the two cf-end messages; $cream: the winning total)

cf-end-cream-gone = The last saucer of cream is gone
cf-end-turn-limit = The game stopped after { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }
cf-summary-wins = { $how }. { $name } wins with { $cream } cream.
cf-summary-tie = { $how }. { $names } tie on { $cream } cream: they walk away in a very superior manner, confident in the knowledge of who the true winner is.
# Tied players' names: two, or the first and the list of the others.
cf-names-two = { $first } and { $second }
cf-names-more = { $first }, { $rest }

## The score table and the game-over charts

cf-score-cream = cream
cf-clock-turn = turn
cf-figure-creams-held = creams held

## Why the Normal bot would take an action (the hint). A reason is one clause, or two joined
## by cf-reason-and; $joined is 1 for the clause after "and", which then starts in lower case.

cf-reason-and = { $first }, and { $then }
# Where the turn ends ($at: one of the cf-reason-at messages); a cat coming onto the board
# enters there.
cf-reason-ends = { $joined ->
        [1] ends
       *[other] Ends
    } { $at }
cf-reason-enters = Enters { $at }
cf-reason-ends-and = Ends { $at }, and { $also }
cf-reason-enters-and = Enters { $at }, and { $also }
cf-reason-at-unwatched = where no cat is looking at you
cf-reason-at-fewer-pouncers = where fewer cats can pounce on you
cf-reason-at-saucer = next to a saucer and facing it: you can sip next turn
cf-reason-sip = { $joined ->
        [1] sips
       *[other] Sips
    } a cream from the saucer you face
cf-reason-cut-to-sip = { $joined ->
        [1] cuts
       *[other] Cuts
    } the line of the cat that watched you, so you may still sip this turn
cf-reason-keep-blockers = { $joined ->
        [1] keeps
       *[other] Keeps
    } your blockers for later
cf-reason-cut-watcher = { $joined ->
        [1] cuts
       *[other] Cuts
    } the line of the cat that would watch you where you go
cf-reason-closer = { $joined ->
        [1] gets
       *[other] Gets
    } you closer to a saucer
cf-reason-looks-at-cat = { $joined ->
        [1] keeps
       *[other] Keeps
    } an eye on a cat: a watched cat must move
cf-reason-looks-at-sipper = { $joined ->
        [1] looks
       *[other] Looks
    } at a cat facing a saucer: a watched cat cannot sip
cf-reason-sip-next = { $joined ->
        [1] faces
       *[other] Faces
    } the saucer: your extra turn can sip at once
cf-reason-open-view = { $joined ->
        [1] faces
       *[other] Faces
    } across the open board, where a cat that comes into view is watched
cf-reason-clear-of-catnip = { $joined ->
        [1] keeps
       *[other] Keeps
    } clear of the catnip's lines
cf-reason-fight-by-saucer = { $joined ->
        [1] starts
       *[other] Starts
    } a catfight beside a saucer: win it and your extra turn sips
cf-reason-fight = { $joined ->
        [1] starts
       *[other] Starts
    } a catfight: the winner takes an extra turn
cf-reason-no-fight = { $joined ->
        [1] stays
       *[other] Stays
    } out of a catfight you could lose
cf-reason-fight-sipper = { $joined ->
        [1] starts
       *[other] Starts
    } a catfight with a cat about to sip: it may be knocked off the board
cf-reason-catnip-brawl = { $joined ->
        [1] drops
       *[other] Drops
    } your catnip where { $count ->
        [one] a cat rushes to it
       *[other] { $count } cats rush to it and fight each other
    }
cf-reason-catnip-sippers = { $joined ->
        [1] drops
       *[other] Drops
    } your catnip where it pulls { $count ->
        [one] a cat away from the saucer it faces
       *[other] { $count } cats away from their saucers
    }
cf-reason-catnip-rivals = { $joined ->
        [1] drops
       *[other] Drops
    } your catnip where it pulls your rivals away
cf-reason-keep-catnip = { $joined ->
        [1] keeps
       *[other] Keeps
    } your catnip for later: no square pulls enough rivals away now
cf-reason-accept-defeat = { $joined ->
        [1] accepts
       *[other] Accepts
    } defeat: a reroll would cost a cream, worth more than this fight
cf-reason-any-blue-square = Every free blue square is as good as this one
cf-reason-as-good-as-any = Nothing better is in reach: this is as good as any
cf-reason-nothing-better = Nothing else helps you more now

## What happened, as the log tells it ($name: the player; $square and $facing as above)

cf-tell-enter = { $name } enters at { $square }, facing { $facing }
cf-tell-move = { $name } moves to { $square }, facing { $facing }
cf-tell-move-diverted = { $name } spots catnip on the way!
cf-tell-turn = { $name } turns to face { $facing }
cf-tell-pass = { $name } waits for a free blue square
cf-tell-blocker = { $name } puts a blocker on { $square }
cf-tell-catnip = { $name } puts down catnip at { $square }
# $names: the cats the catnip draws, joined with commas; $count: how many.
cf-tell-catnip-fired = Catnip! { $names } { $count ->
        [one] rushes
       *[other] rush
    } to it
# $cats: the cats of the catfight, one cf-tell-versus in another ("Felix vs Ada vs Mog").
cf-tell-fight = Catfight: { $cats }
cf-tell-versus = { $first } vs { $rest }
# $rolls: each cat's cf-tell-roll, listed by cf-tell-rolls ("Felix 3, Ada 5").
cf-tell-dice = Dice: { $rolls }
cf-tell-roll = { $name } { $die }
cf-tell-rolls = { $first }, { $rest }
cf-tell-sacrifice = { $name } gives up a cream to fight on
cf-tell-won = { $name } wins the catfight
cf-tell-won-extra-turn = { $name } wins the catfight and takes another turn
cf-tell-sip = { $name } sips a cream
cf-tell-saucer-walled-in = A saucer walled in by blockers is taken away
cf-tell-saucer-empty = An empty saucer is taken away
cf-tell-game-over = The game is over: the creams are revealed
