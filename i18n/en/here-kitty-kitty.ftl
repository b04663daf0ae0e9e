# Here, Kitty, Kitty!: the rules' messages (why an action was refused, what a player is asked,
# the log's lines, how the game ended, the hint's reasons, the scoring sheet's rows).
# Card and player names come in as they are written. $colour is a key (black, gray, orange,
# white), and $zone, $from and $to are keys (neighborhood, yard, porch, house): each language
# puts them in its own words.

## Refusals: the rule as the rulebook says it, then what about this action broke it.

hkk-rule-move-one-space = Cats can be moved one space for one action: from the Neighborhood to the Yard, from the Yard to the Porch, or from the Porch to the House (or back)
hkk-refused-not-one-step = { $from ->
        [neighborhood] the Neighborhood
        [yard] the Yard
        [porch] the Porch
       *[house] the House
    } to { $to ->
        [neighborhood] the Neighborhood
        [yard] the Yard
        [porch] the Porch
       *[house] the House
    } is not one step
hkk-refused-none-in-neighborhood = there is no { $colour } cat in the Neighborhood
hkk-rule-special-needs = Special Needs Kitty: that Cat never leaves your House
hkk-refused-kept-by-special-needs = your { $colour } cat there is kept by a Special Needs Kitty
hkk-rule-own-cats = Once a Cat has been moved onto your Property, that Cat can be moved only by you or as directed by played cards
hkk-refused-none-in-zone = you have no { $colour } cat { $zone ->
        [yard] in your Yard
        [porch] on your Porch
       *[house] in your House
    }
# A card the deck does not have (one read from a damaged save), by its number.
hkk-card-number = card { $number }
hkk-rule-play-card = To gain a card's effect, you must follow the directions on the card and discard it
hkk-refused-not-held = you hold no { $card }
hkk-rule-copy-cat-out-of-turn = Copy Cat: This card can be played out of turn at no action cost
hkk-refused-copy-not-on-turn = it copies another player's card right after it takes effect, not on your own turn
hkk-rule-defensive = Defensive: These cards offer protection against certain Standard or Instant cards. They include text about when to play them
hkk-refused-not-an-action-card = { $card } is played when its text says, not as an action
hkk-rule-alarm-system = Alarm System: No Cat Burglar can be played on you
hkk-refused-alarm-system = seat { $seat } has an Alarm System
hkk-rule-standard = Standard cards offer a benefit to you or a detriment to another player
hkk-refused-on-another-player = { $card } is played on another player
hkk-refused-choose-a-player = { $card } is played on a player: choose one
# $text: the card's own text, as the level writes it.
hkk-refused-does-nothing = { $card } would do nothing there: { $text }
hkk-rule-discard = For 1 action, you may discard as many cards from your hand as you choose
hkk-refused-discard-none = choose at least one card
hkk-refused-discard-not-held = those cards are not all in your hand
hkk-rule-two-actions = Perform 2 actions
hkk-refused-must-act = you can still move a cat, play a card or discard
hkk-rule-actions = Actions are moving 1 Cat, playing 1 card, or discarding cards
hkk-refused-not-an-action = that is not an action of your turn
hkk-rule-catnap-moves = Catnap can be used to block a player from moving a cat for an action
hkk-refused-only-catnap = { $card } cannot block a cat's move: only Catnap can
hkk-refused-only-one-cool-cat = { $card } does not protect you from an Instant: One Cool Cat does
hkk-rule-blockers = Catnap, One Cool Cat, and Tuna: These cards can be used to block cards being played on other players (as well as to defend yourself)
hkk-refused-not-a-blocker = { $card } is not one of them, or there is nothing it can block now
hkk-rule-copy-cat-limits = Copy Cat: It cannot be used to copy any card that has a lasting effect or any Instant card
hkk-refused-copy-does-nothing = that effect would do nothing for you now
hkk-refused-no-copy = you hold no Copy Cat, or no card was just played to copy
hkk-rule-land-on-your-feet = Land on Your Feet: This card can be played after ANY player's Draw Up phase, including your own
hkk-refused-cannot-land = you hold no Land on Your Feet, or have no cat that can step towards your House from there
hkk-refused-no-draw-up = no player has just drawn up
hkk-refused-answer-or-pass = now you may answer with a card that fits, or pass
hkk-rule-give-up-cats = When a card directs a player to give up Cats, the player who is giving up the Cats chooses which Cats
hkk-refused-cats-must-go = the card's Cats must go: choose which
hkk-refused-choose-a-listed-cat = choose one of the cats the card moves
hkk-rule-copy-cat-aim = Copy Cat: use the same effect yourself
hkk-refused-aim-copy = choose where your copy of { $card } goes
hkk-rule-answer-asked = Answer what is asked
hkk-refused-not-asked = that is not what this step asks
hkk-rule-empty-neighborhood = If there are not enough Neighborhood Cats, the player may take Cats from any other player's Yard
hkk-refused-neighborhood-has-cats = the Neighborhood still has cats: take one of them
hkk-rule-cat-burglar = Cat Burglar allows a player to steal a Cat of their choice from any other player
hkk-refused-nothing-to-steal = that cat is not there to steal
hkk-rule-cat-fight = Cat Fight: If the chosen player has only 1 cat in their Yard, they choose which neighbor's Yard to move the Cat to
hkk-refused-fight-yards = each fighting cat runs to a different neighbor's Yard, from your own Yard
hkk-rule-cat-came-back = The Cat Came Back: This card cannot be used to resurrect any Instant card
hkk-refused-revive-instant = choose a card from the discard pile that is not an Instant

## What a player is asked.

hkk-ask-action = Move a cat one step, play a card or discard ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } left)
hkk-ask-block = { $player } plays { $card }: block it with Catnap, One Cool Cat or Tuna?
hkk-ask-block-on = { $player } plays { $card } on { $target }: block it with Catnap, One Cool Cat or Tuna?
hkk-ask-block-move = { $player } moves a cat from { $from ->
        [neighborhood] the Neighborhood
        [yard] their Yard
        [porch] their Porch
       *[house] their House
    } to { $to ->
        [neighborhood] the Neighborhood
        [yard] their Yard
        [porch] their Porch
       *[house] their House
    }: block it with Catnap?
hkk-ask-instant = { $player } drew { $card }: stay cool with One Cool Cat?
hkk-ask-copy = { $player } played { $card }: copy it with Copy Cat?
hkk-ask-land = { $player } drew up: Land on Your Feet?
# A card's choice ($task, one of the next eight), with how many picks are left and whether
# the player may stop.
hkk-ask-gain = Choose a Cat to take { $zone ->
        [yard] into your Yard
        [porch] onto your Porch
       *[house] into your House
    }
hkk-ask-shift = Choose which Cat leaves your { $from ->
        [yard] Yard
        [porch] Porch
       *[house] House
    } for { $to ->
        [neighborhood] the Neighborhood
        [yard] your Yard
        [porch] your Porch
       *[house] your House
    }
hkk-ask-advance = Choose a Cat to move one step towards your House
hkk-ask-nudge-in = Catlike Reflexes: choose which of your Cats steps one step in, towards your House
hkk-ask-nudge-out = Catlike Reflexes: choose which of your Cats steps one step out, towards the Neighborhood
hkk-ask-steal = Choose a Cat to steal from { $player }
hkk-ask-fight = Choose a fighting Cat and the neighbor's Yard it runs to
hkk-ask-revive = Choose a card to take back from the discard pile
hkk-ask-choose-more = { $task } ({ $count } more)
hkk-ask-choose-or-stop = { $task }, or stop
hkk-ask-choose-more-or-stop = { $task } ({ $count } more), or stop
hkk-ask-aim = Choose where your copied { $card } goes

## The log: what a player did.

hkk-log-move = { $player } moves { $colour ->
        [orange] an orange
       *[other] a { $colour }
    } cat from { $from ->
        [neighborhood] the Neighborhood
        [yard] { $player }'s Yard
        [porch] { $player }'s Porch
       *[house] { $player }'s House
    } to { $to ->
        [neighborhood] the Neighborhood
        [yard] { $player }'s Yard
        [porch] { $player }'s Porch
       *[house] { $player }'s House
    }
hkk-log-play = { $player } plays { $card }
hkk-log-play-on = { $player } plays { $card } on { $target }
hkk-log-play-on-own = { $player } plays { $card } on their own Property
# Catlike Reflexes: the player chooses the Property and the way, the owner the Cat.
hkk-log-nudge = { $player } plays { $card } on { $target } (a Cat one step { $way ->
        [in] in
       *[out] out
    }, the owner chooses which)
hkk-log-nudge-own = { $player } plays { $card } on their own Property (a Cat one step { $way ->
        [in] in
       *[out] out
    }, the owner chooses which)
# $cards: the card names, with commas between them.
hkk-log-discard = { $player } discards { $cards }
hkk-log-pass = { $player } passes
hkk-log-answer = { $player } answers with { $card }
hkk-log-pick = { $player } picks { $colour ->
        [orange] an orange
       *[other] a { $colour }
    } cat from { $owner }'s { $zone ->
        [yard] Yard
        [porch] Porch
       *[house] House
    }
hkk-log-pick-neighborhood = { $player } picks { $colour ->
        [orange] an orange
       *[other] a { $colour }
    } cat from the Neighborhood
hkk-log-send = { $player } sends { $colour ->
        [orange] an orange
       *[other] a { $colour }
    } cat to { $target }'s Yard
hkk-log-revive = { $player } takes { $card } back from the discards
hkk-log-aim = { $player } aims the copy at { $target }
hkk-log-use-copy = { $player } uses the copy
hkk-log-stop = { $player } stops there

## How the game ended: "{ $end }. { $result }."

hkk-summary = { $end }. { $result }.
hkk-summary-last-card = { $player } drew the last card and the final round was played
hkk-summary-ended = The game ended
hkk-summary-wins = { $player } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
hkk-summary-wins-on-cats = { $player } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; the tie on points went to the most cats on the property
hkk-summary-wins-on-colour = { $player } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; the tie went to the most cats of a single colour
# $players: all the winners but the last, with commas between them.
hkk-summary-share = { $players } and { $last } share the win with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } each
hkk-summary-share-tied = { $players } and { $last } share the win with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } each (tied on points, cats and the most of one colour)
hkk-summary-nobody = Nobody wins

## The scoring sheet, its unit, and what the game-over charts show.

hkk-score-points = points
hkk-figure-cats = cats on the property
hkk-clock-turn = turn
hkk-score-house = 5 pts for each Cat in House
hkk-score-porch = 3 pts for each Cat on Porch
hkk-score-yard = 0 pts for each Cat in Yard
hkk-score-five = 5 pts for 5+ { $colour } Cats
hkk-score-each-colour = 5 pts for 1 of each colour
hkk-score-most = 3 pts for most { $colour } Cats (tie = 3 pts each)
hkk-score-one-colour-house = 10 pts for 1 colour in House
hkk-score-best-in-show = 2 pts for Best in Show (most Cats on Porch)
hkk-score-total = Total

## The hint's reasons. $action "pass": the hinted action lets a card through; $alt "pass":
## the next best action would.

hkk-reason-house = { $action ->
        [pass] Letting it through brings a cat into your House: 5 points on your sheet
       *[other] Brings a cat into your House: 5 points on your sheet
    }
hkk-reason-porch = { $action ->
        [pass] Letting it through brings a cat onto your Porch: 3 points, a step from your House
       *[other] Brings a cat onto your Porch: 3 points, a step from your House
    }
hkk-reason-five = { $action ->
        [pass] Letting it through makes five { $colour } cats on your Property: 5 points on your sheet
       *[other] Makes five { $colour } cats on your Property: 5 points on your sheet
    }
hkk-reason-each-colour = { $action ->
        [pass] Letting it through gives you a cat of each colour: 5 points on your sheet
       *[other] Gives you a cat of each colour: 5 points on your sheet
    }
hkk-reason-most = { $action ->
        [pass] Letting it through gives you the most { $colour } cats: 3 points on your sheet
       *[other] Gives you the most { $colour } cats: 3 points on your sheet
    }
hkk-reason-one-colour-house = { $action ->
        [pass] Letting it through makes your House all one colour: 10 points on your sheet
       *[other] Makes your House all one colour: 10 points on your sheet
    }
hkk-reason-best-in-show = { $action ->
        [pass] Letting it through wins Best in Show, the most cats on a Porch: 2 points
       *[other] Wins Best in Show, the most cats on a Porch: 2 points
    }
hkk-reason-yard = { $action ->
        [pass] Letting it through brings cats into your Yard, a step from your Porch
       *[other] Brings cats into your Yard, a step from your Porch
    }
hkk-reason-hand = { $action ->
        [pass] Letting it through gives you more cards to play, and better ones
       *[other] Gives you more cards to play, and better ones
    }
hkk-reason-tucked = { $action ->
        [pass] Letting it through tucks a lasting card under your Property: it works for you later
       *[other] Tucks a lasting card under your Property: it works for you later
    }
# $count: the player's rivals (1 with two players).
hkk-reason-rivals = { $action ->
        [pass] { $count ->
            [one] Letting it through costs the other player cats and points
           *[other] Letting it through costs your rivals cats and points, the leader most of all
        }
       *[other] { $count ->
            [one] Costs the other player cats and points
           *[other] Costs your rivals cats and points, the leader most of all
        }
    }
hkk-reason-won = { $action ->
        [pass] Letting it through wins the game
       *[other] Wins the game
    }
hkk-reason-saves-points = Saves you { $count ->
        [one] { $count } point
       *[other] { $count } points
    } on your sheet that { $alt ->
        [pass] letting it through
       *[other] the next best choice
    } would cost
hkk-reason-keeps-yard = Keeps the cats in your Yard, which { $alt ->
        [pass] letting it through
       *[other] the next best choice
    } would lose
hkk-reason-keeps-hand = Keeps more cards in your hand than { $alt ->
        [pass] letting it through
       *[other] the next best choice
    } would
hkk-reason-keeps-tucked = Keeps your lasting card, which { $alt ->
        [pass] letting it through
       *[other] the next best choice
    } would spend
hkk-reason-rivals-less = Gives your rivals less than { $alt ->
        [pass] letting it through
       *[other] the next best choice
    } would
hkk-reason-keeps-chance = Keeps your chance to win, which { $alt ->
        [pass] letting it through
       *[other] the next best choice
    } would spoil
hkk-reason-nothing-helps = Nothing you hold would help you here
hkk-reason-stop = Going on would gain you nothing more
hkk-reason-as-good-as-any = Nothing else does better for you now: this is as good as any

## The log: what happened at the table, event by event. $owner and $target are players
## whose Property a cat leaves or reaches (the same player in hkk-tell-cat-within).

hkk-tell-turn = — Turn { $number }: { $player } —
hkk-tell-cat-in = { $colour ->
        [orange] An orange
       *[other] A { $colour }
    } cat goes from the Neighborhood to { $target }'s { $to ->
        [yard] Yard
        [porch] Porch
       *[house] House
    }
hkk-tell-cat-out = { $colour ->
        [orange] An orange
       *[other] A { $colour }
    } cat goes from { $owner }'s { $from ->
        [yard] Yard
        [porch] Porch
       *[house] House
    } to the Neighborhood
hkk-tell-cat-within = { $colour ->
        [orange] An orange
       *[other] A { $colour }
    } cat goes from { $owner }'s { $from ->
        [yard] Yard
        [porch] Porch
       *[house] House
    } to { $owner }'s { $to ->
        [yard] Yard
        [porch] Porch
       *[house] House
    }
hkk-tell-cat-across = { $colour ->
        [orange] An orange
       *[other] A { $colour }
    } cat goes from { $owner }'s { $from ->
        [yard] Yard
        [porch] Porch
       *[house] House
    } to { $target }'s { $to ->
        [yard] Yard
        [porch] Porch
       *[house] House
    }
hkk-tell-played = { $player } plays { $card }
hkk-tell-played-on = { $player } plays { $card } on { $target }
hkk-tell-played-on-own = { $player } plays { $card } on their own Property
# $line: one of the three above, played by a Copy Cat.
hkk-tell-copy-played = { $line } (a Copy Cat's copy)
# $cards: the card names, with commas between them; $count: how many.
hkk-tell-discarded = { $player } discards { $count ->
        [one] { $cards }
       *[other] { $count } cards: { $cards }
    }
hkk-tell-tucked = { $card } stays tucked under { $player }'s Property
hkk-tell-untucked = { $card } leaves { $player }'s Property for the discards
# $player blocks the $card that $owner played, with the card $blocker.
hkk-tell-blocked = { $player } blocks { $owner }'s { $card } with { $blocker }!
hkk-tell-insured = { $player }'s Pet Insurance cancels { $owner }'s { $card }
hkk-tell-napped = { $player } plays Catnap: { $mover }'s cat stays where it is
hkk-tell-cool = { $player } stays cool with One Cool Cat: { $card } does not touch them
hkk-tell-copied = { $player } copies { $owner }'s { $card } with Copy Cat
hkk-tell-landed = { $player } lands on their feet
hkk-tell-instant = { $player } draws an Instant: { $card }
hkk-tell-revived = { $player } takes { $card } back from the discards
hkk-tell-final-round = { $player } drew the last card: the final round begins
hkk-tell-over-won = The game is over: { $player } wins
# $players: all the winners but the last, with commas between them.
hkk-tell-over-shared = The game is over: { $players } and { $last } share the win
hkk-tell-over-nobody = The game is over: nobody wins
