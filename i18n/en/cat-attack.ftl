# Cat Attack's messages: the rules it names when an action is refused, what it asks, the log,
# why a cat loses lives, how a game ends, the Normal bot's reasons and the labels of its charts.
# Card names come as `ca-card-numbered` or `ca-card-picture`; space and player names as they
# are.
# $critter is "bird" or "mouse"; $suit is "cat", "bird" or "mouse" (the cards' suits: "Bird"
# of "Bird 3"); $shop is "fishmonger", "dairy", "corner-shop" or "vet".

## What a cat takes: put into sentences as the thing taken ($food)

ca-food-bird = a bird
ca-food-mouse = a mouse
ca-food-fish = a tin of fish
ca-food-milk = a bowl of milk
ca-food-cat-food = a tin of cat food
ca-food-vitamins = a box of cat vitamins

## Lists of players: "Ada and Bob", "Ada, Bob and Cy"

ca-list-two = { $first } and { $second }
ca-list-more = { $first }, { $rest }

## The rules, as the rulebook says them

ca-rule-play-mog = Play one of your six Mog cards
ca-rule-cat-attack = Play a Cat Attack card to jump on a cat, bird or mouse that is no more than six spaces away
ca-rule-cat-burglar = Use a Cat Burglar card to land on a Cat Burglar paw-print or another cat's Home space no more than six spaces away, and take an item
ca-rule-younger-no-fight = For younger players: leave out the Cat Fight
ca-rule-fight-suit = Decide which suit (cat, bird or mouse) you will use to make your attack; you can't use Mog picture cards in a cat fight
ca-rule-gang-own = Gang Warfare: a gang never attacks its own
ca-rule-fight-target = Indicate which cat you are fighting, which must be no more than six spaces away and cannot be on his home square
ca-rule-younger-no-six-cat = For younger players: leave out the Six Cat rule
ca-rule-six-cat = If you have six bird or six mouse cards in your hand, you can make one of these creatures vanish from an opponent's larder; you can't magic it away from a cat who is at Home or in his garden
ca-rule-raid-take = You cannot have more than one of each item of food; you can't take the item of the shop the cat is stopped by
ca-rule-fight-back = The defending cat fights back by placing any card of the same suit; you can't use Mog picture cards in a cat fight
ca-rule-swap = Help yourself to a card of your choice and swap it with one of your own
ca-rule-one-thing = One thing at a time
ca-rule-exact-count = Move your cat by exact count
ca-rule-neighbour = Move from space to neighbouring space
ca-rule-cat-back-track = Cats can't back-track when on the move
ca-rule-cat-off-limits = Cats can't step onto the car park, the bird-house or the mouse-hole
ca-rule-no-jumping = Cats can't jump over other cats (you must move in a different direction)
ca-rule-car = Cats can't step onto a street occupied by the car
ca-rule-larder-full = You can't catch more than one mouse or more than one bird
ca-rule-shop-closed = You cannot enter the garden of a shop if it is closed
ca-rule-cat-at-home = You cannot attack a cat on his Home space
ca-rule-team-mate = Cats can't sit on the same space as a cat without attacking it, and a gang never attacks its own
ca-rule-host-returns = If the host cat is away and returns home to find you in his garden, it counts as an attack
ca-rule-one-of-each = You cannot have more than one of each item of food in your larder
ca-rule-no-raid-at-home = A cat cannot be raided if he is on his Home space
ca-rule-no-sitting = Cats can't sit on the same space as a cat, bird or mouse without attacking it
ca-rule-younger-no-raiding = For younger players: leave out Raiding
ca-rule-critter-card = Play a Bird card to move one of the birds, a Mouse card to move one of the mice, the number of spaces shown on the card
ca-rule-retired-larder = Any bird or mouse in a retired cat's larder can be moved using bird or mouse cards
ca-rule-critter-back-track = Mice and birds can't back-track when on the move
ca-rule-critter-no-home = Mice and birds can't step on a cat's Home space
ca-rule-mouse-hole = Only mice can use the mouse-hole and return to it during the game
ca-rule-bird-house = Only birds can use the bird-house and return to it during the game
ca-rule-car-park = Only the car stands in the car park
ca-rule-critter-no-landing = Mice and birds can't land on the same space as a mouse, bird or cat (they must move in a different direction)

## What about the action broke the rule ($space: a space's name; $card: a card's name)

ca-refused-other-seat = another seat is asked to decide now
ca-refused-not-in-hand = { $card } is not in your hand
ca-refused-nothing-to-pounce = nothing you may land on is within six spaces
ca-refused-nothing-to-burgle = no paw-print or Home within six spaces has anything for you
ca-refused-discard-when-stuck = you may discard instead only when no card in your hand can be played
ca-refused-no-fights = this table plays without cat fights
ca-refused-no-suit-cards = you hold no { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } cards to attack with
ca-refused-gang-mate = that cat plays for your gang
ca-refused-target-at-home = that cat is on a Home space
ca-refused-target-too-far = that cat is not within six spaces
ca-refused-no-six-cat = this table plays without the Six Cat
ca-refused-six-cat = { $critter ->
        [bird] you need six Bird cards and a larder to take a bird from
       *[mouse] you need six Mouse cards and a larder to take a mouse from
    }
ca-refused-cannot-take = you cannot take { $food }
ca-refused-fight-suit = discard a { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } card from your hand
ca-refused-swap = take a card from their hand and give one from yours
ca-refused-not-asked = that is not what is asked now
# $how: "die" (the turn's roll), "card" (a Cat card) or "extra" (a Curiosity card's extra spaces).
ca-refused-exact-count = { $how ->
        [die] you rolled { $count }: move exactly { $count ->
            [one] { $count } space
           *[other] { $count } spaces
        }
        [card] your card says { $count }: move exactly { $count ->
            [one] { $count } space
           *[other] { $count } spaces
        }
       *[extra] move exactly { $count ->
            [one] { $count } space
           *[other] { $count } spaces
        }
    }
# $exactly: the message above; $away: how far the space tried is.
ca-refused-exact-count-away = { $exactly } (that space is { $away ->
        [one] { $away } space
       *[other] { $away } spaces
    } away)
ca-refused-not-next = those spaces are not next to each other
ca-refused-on-path = { $space } is already on this path
# The space where the rule stops the move.
ca-refused-at = { $space }
ca-refused-cat-on = a cat stands on { $space }
ca-refused-bad-path = that path is not a legal move
ca-refused-no-such-space = there is no such space
ca-refused-beyond-reach = that space is not within six spaces
ca-refused-own-home = a cat on your own Home is attacked when you come home by a move
ca-refused-nothing-there = there is no cat, bird or mouse there
ca-refused-cat-at-home = its cat is at home
ca-refused-occupied = something stands there
ca-refused-shop-empty = { $shop ->
        [fishmonger] the Fishmonger has
        [dairy] the Dairy has
        [corner-shop] the Corner Shop has
       *[vet] the Vet has
    } nothing left
ca-refused-have-it = you have that one already
ca-refused-not-rival-home = that is not the Home space of a rival cat
ca-refused-no-raiding = this table plays without raiding
ca-refused-nothing-lacking = there is nothing in it you lack
ca-refused-not-burglar-space = that is neither a Cat Burglar paw-print nor a Home space
ca-refused-card-moves = this card moves { $critter ->
        [bird] a bird
       *[mouse] a mouse
    }
ca-refused-critter-exact-count = the { $critter ->
        [bird] bird
       *[mouse] mouse
    } moves exactly { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }
ca-refused-no-such-critter = there is no such { $critter ->
        [bird] bird
       *[mouse] mouse
    }
ca-refused-larder-in-play = this { $critter ->
        [bird] bird
       *[mouse] mouse
    } is in the larder of a cat still in the game
ca-refused-something-on = something stands on { $space }

## What the player to act is asked

ca-ask-play = Play a Mog card (or declare a cat fight, or lay out a Six Cat)
ca-ask-roll = Roll the die
ca-ask-move = Move your cat exactly { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }
ca-ask-move-critter = Move { $critter ->
        [bird] a bird
       *[mouse] a mouse
    } exactly { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }
ca-ask-pounce = Cat Attack: jump on a cat, bird or mouse no more than six spaces away
ca-ask-burgle = Cat Burglar: land on a Cat Burglar paw-print or a Home space within six spaces
ca-ask-six-cat = Six Cat: choose the larder the { $critter ->
        [bird] bird
       *[mouse] mouse
    } vanishes from, and move it six spaces
# $name: the player whose hand or larder it is.
ca-ask-swap = Take a card from { $name }'s hand and give one of yours, or keep your hand
ca-ask-raid = Take one item from { $name }'s larder, or take nothing
ca-ask-fight = Cat fight: discard a { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } card

## The log ($who: the player acting)

ca-log-play = { $who } plays { $card }
ca-log-discard = { $who } cannot play and discards { $card }
ca-log-fight = { $who } declares a cat fight on { $target } in { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } cards
ca-log-six-cat = { $who } lays out a Six Cat of { $critter ->
        [bird] birds
       *[mouse] mice
    }
ca-log-roll = { $who } rolls the die
ca-log-move = { $who } moves to { $space }
ca-log-move-critter = { $who } moves { $critter ->
        [bird] a bird
       *[mouse] a mouse
    } to { $space }
ca-log-pounce = { $who } pounces on { $space }
ca-log-burgle = { $who } burgles { $space }
ca-log-six-cat-move = { $who } magics it out of { $victim }'s larder to { $space }
ca-log-raid = { $who } takes { $food }
ca-log-no-raid = { $who } takes nothing
ca-log-swap = { $who } swaps a card
ca-log-keep-hand = { $who } keeps their hand
ca-log-fight-card = { $who } discards { $card }

## Log lines: what happened, as the table's log tells it ($name: the player it happened to;
## $space: a space's name; $card: a card's name)

# $rounds: the roll-off's rounds, the first as ca-tell-rolls, each after it by ca-tell-roll-again.
ca-tell-first-roll = Who starts? { $rounds }. { $name } rolled highest and starts
# One cat's roll ($die); a round's rolls, each followed by the rest ($first, $rest).
ca-tell-roll = { $name } { $die }
ca-tell-rolls = { $first }, { $rest }
# $first: the rolls so far; $rest: the rounds the cats tied for highest rolled again.
ca-tell-roll-again = { $first }; roll again: { $rest }
ca-tell-played = { $name } plays { $card }
ca-tell-rolled = { $name } rolls { $value }
ca-tell-moved = { $name } moves to { $space }
ca-tell-critter-moved = A { $critter ->
        [bird] bird
       *[mouse] mouse
    } scurries to { $space }
ca-tell-caught = { $name } catches a { $critter ->
        [bird] bird
       *[mouse] mouse
    }!
# $food: one of the ca-food- messages.
ca-tell-bought = { $name } takes { $food }
ca-tell-attacked = { $name } attacks { $victim }!
# $lives: how many; $why: one of the ca-why- messages.
ca-tell-lost-lives = { $name } loses { $lives ->
        [one] a life
       *[other] { $lives } lives
    } ({ $why })
ca-tell-sent-home = { $name } goes home
ca-tell-retired = { $name } has lost its ninth life and retires
# $victim: the cat whose Home it is.
ca-tell-raid-declined = { $name } leaves { $victim }'s larder alone
ca-tell-raided = { $name } raids { $victim }'s larder for { $food }
ca-tell-swapped = { $name } swaps a card with { $from }
# $card: the Curiosity card's words, as the level writes them.
ca-tell-curiosity = { $name } draws a Curiosity card: "{ $card }"
# A Curiosity card the level does not have (a damaged save).
ca-tell-curiosity-unread = { $name } draws a Curiosity card
ca-tell-shop-opens = { $shop ->
        [fishmonger] The Fishmonger
        [dairy] The Dairy
        [corner-shop] The Corner Shop
       *[vet] The Vet
    } opens
ca-tell-shop-closes = { $shop ->
        [fishmonger] The Fishmonger
        [dairy] The Dairy
        [corner-shop] The Corner Shop
       *[vet] The Vet
    } closes
ca-tell-car = The car drives to { $space }
ca-tell-fight = Cat fight! { $name } takes on { $defender } in { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } cards
ca-tell-fight-card = { $name } throws in { $card }
ca-tell-fight-lost = { $name } loses the fight
ca-tell-six-cat = { $name } lays out a Six Cat: { $victim }'s { $critter ->
        [bird] bird
       *[mouse] mouse
    } vanishes from the larder
ca-tell-escaped = { $name }'s { $critter ->
        [bird] bird
       *[mouse] mouse
    } escapes and runs home
ca-tell-won = { $name } wins!

## Why a cat loses lives (said in brackets after the lives it loses)

ca-why-attacked = attacked
ca-why-trespassing = caught trespassing
ca-why-lost-fight = lost the cat fight
ca-why-raided-garden = still in the garden of the cat it raided
ca-why-burglar-garden = caught with a Cat Burglar card in a garden
ca-why-curiosity = a Curiosity card
ca-why-shop-closed = caught in the garden of a shop as it closed
ca-why-car = met the car
ca-why-cornered-nowhere = cornered: nowhere to go
# A cornered cat loses a life for each reason ($reasons: one of the ca-cornered- messages, or
# several joined by ca-why-reasons).
ca-why-cornered = cornered: { $reasons }
ca-why-reasons = { $first }; { $rest }
ca-cornered-car = cats can't step onto a street occupied by the car
ca-cornered-cat-in-the-way = cats can't jump over other cats
ca-cornered-larder-full = you can't catch more than one mouse or more than one bird
ca-cornered-shop-closed = you cannot enter the garden of a shop if it is closed
ca-cornered-cat-at-home = you cannot attack a cat on his Home space
ca-cornered-team-mate = cats can't sit on the same space as a cat without attacking it, and a gang never attacks its own

## How the game ended ($who: a player; $winners: players, listed as above)

ca-summary-food = { $who } came home with six different foods and wins.
ca-summary-food-gang = { $winners } are each home with six different foods and win.
ca-summary-food-shared-house = { $who } came home with six different foods: { $winners } win.
ca-summary-last-cat = { $who } is the last cat left and wins.
ca-summary-last-gang = { $winners } are the last gang left and win.
# $count: how many players win (a gang's two, or one); $best: their lives and items.
ca-summary-time = Time is up: { $winners } { $count ->
        [one] wins
       *[other] win
    } with { $best ->
        [one] { $best } life or item
       *[other] { $best } lives and items
    }.
# $sides: the players or gangs that tie, listed as above.
ca-summary-time-draw = Time is up: { $sides } tie on { $best ->
        [one] { $best } life or item
       *[other] { $best } lives and items
    } and on food: a draw.
# A gang among the sides that tie.
ca-summary-gang = ({ $names })

## Why the Normal bot would take an action (the hint). A reason is one clause, or two joined
## by ca-reason-and; $joined is 1 for the clause after "and", which then starts in lower case.

ca-reason-and = { $first }, and { $then }
# A Cat card: where it can take the cat ($to: one of the ca-reason-to- messages below).
ca-reason-card = { $joined ->
        [1] it
       *[other] It
    } can take you { $to }
ca-reason-card-and = It can take you { $to }, and { $also }
ca-reason-to-catch = onto { $critter ->
        [bird] a bird
       *[mouse] a mouse
    }: your larder lacks one
ca-reason-to-attack = onto a cat to attack: it loses a life and goes home
ca-reason-to-stop-winner = onto the cat with all six foods, to send it home
ca-reason-to-shop = { $shop ->
        [fishmonger] to the Fishmonger for a tin of fish
        [dairy] to the Dairy for a bowl of milk
        [corner-shop] to the Corner Shop for a tin of cat food
       *[vet] to the Vet for a box of cat vitamins
    }: your larder lacks one
ca-reason-to-home = home, where no cat can attack you
ca-reason-to-raid = to raid a Home whose cat is away: it has food your larder lacks
ca-reason-to-curiosity = to a Curiosity space
ca-reason-to-safety = out of reach of the cats near you
ca-reason-to-fewer-cats = within reach of fewer cats
# $count: how many of the die's six values land on the Home.
ca-reason-to-home-rolls = where { $count } in 6 on the die lands on your Home, with all six foods
ca-reason-to-closer-home = closer to your Home: your larder is full
ca-reason-to-closer-food = closer to food your larder lacks
ca-reason-catch = { $joined ->
        [1] catches
       *[other] Catches
    } the { $critter ->
        [bird] bird
       *[mouse] mouse
    }: your larder lacks one
ca-reason-attack = { $joined ->
        [1] attacks
       *[other] Attacks
    } the cat there: it loses a life and goes home
ca-reason-stop-winner = { $joined ->
        [1] sends
       *[other] Sends
    } home the cat with all six foods before it can roll home
ca-reason-shop = { $joined ->
        [1] takes
       *[other] Takes
    } { $shop ->
        [fishmonger] a tin of fish from the Fishmonger
        [dairy] a bowl of milk from the Dairy
        [corner-shop] a tin of cat food from the Corner Shop
       *[vet] a box of cat vitamins from the Vet
    }: your larder lacks one
ca-reason-win = { $joined ->
        [1] lands
       *[other] Lands
    } on your Home with all six foods: you win
ca-reason-at-home = { $joined ->
        [1] rests
       *[other] Rests
    } on your Home, where no cat can attack you
ca-reason-raid = { $joined ->
        [1] raids
       *[other] Raids
    } the Home of a cat that is away: it has food your larder lacks
ca-reason-off-raided-home = { $joined ->
        [1] keeps
       *[other] Keeps
    } off the Home you raided at the end of your turn: that costs two lives
ca-reason-curiosity = { $joined ->
        [1] lands
       *[other] Lands
    } on a Curiosity space
ca-reason-leave-raided-garden = { $joined ->
        [1] leaves
       *[other] Leaves
    } the garden you raided before your turn ends: staying costs two lives
ca-reason-burglar-penalty = { $joined ->
        [1] keeps
       *[other] Keeps
    } out of gardens after your Cat Burglar: ending there costs a life
ca-reason-safe = { $joined ->
        [1] stays
       *[other] Stays
    } out of reach of the cats near you
ca-reason-fewer-cats = { $joined ->
        [1] ends
       *[other] Ends
    } your turn within reach of fewer cats
ca-reason-home-rolls = { $joined ->
        [1] puts
       *[other] Puts
    } your Home { $count } in 6 on the die, with all six foods in your larder
ca-reason-closer-home = { $joined ->
        [1] gets
       *[other] Gets
    } you closer to your Home: your larder is full
ca-reason-closer-food = { $joined ->
        [1] gets
       *[other] Gets
    } you closer to food your larder lacks
ca-reason-not-cornered = { $joined ->
        [1] keeps
       *[other] Keeps
    } your cat from being cornered
ca-reason-critter-closer = { $joined ->
        [1] brings
       *[other] Brings
    } the { $critter ->
        [bird] bird
       *[mouse] mouse
    } closer to you: your larder lacks one
ca-reason-critter-in-reach = { $joined ->
        [1] brings
       *[other] Brings
    } the { $critter ->
        [bird] bird
       *[mouse] mouse
    } where { $count } in 6 on the die lands you on it: your larder lacks one
ca-reason-critter-away = { $joined ->
        [1] moves
       *[other] Moves
    } the { $critter ->
        [bird] bird
       *[mouse] mouse
    } away from the cats that still lack one
ca-reason-critter-card = { $joined ->
        [1] spends
       *[other] Spends
    } a card you need little: nothing better helps you now
ca-reason-speedy-home = { $joined ->
        [1] four
       *[other] Four
    } rolls this turn: more chances to land on your Home with all six foods
ca-reason-speedy = { $joined ->
        [1] three
       *[other] Three
    } extra rolls to get to the food your larder lacks
ca-reason-cat-attack = Cat Attack is your strongest play: jump on a cat, bird or mouse within six spaces
ca-reason-cat-burglar = Cat Burglar is your strongest play: take a shop's item or raid a Home nearby
ca-reason-best-card = { $card } is your best play now
ca-reason-pounce = { $joined ->
        [1] jumps
       *[other] Jumps
    } on it at once
ca-reason-burgle-shop = { $joined ->
        [1] takes
       *[other] Takes
    } { $shop ->
        [fishmonger] a tin of fish from the paw-print outside the Fishmonger
        [dairy] a bowl of milk from the paw-print outside the Dairy
        [corner-shop] a tin of cat food from the paw-print outside the Corner Shop
       *[vet] a box of cat vitamins from the paw-print outside the Vet
    }
ca-reason-burgle-home = { $joined ->
        [1] raids
       *[other] Raids
    } that Home, even with its cat nearby
ca-reason-raid-scarce = { $joined ->
        [1] takes
       *[other] Takes
    } { $food }: none is left to catch or buy
ca-reason-raid-food = { $joined ->
        [1] takes
       *[other] Takes
    } { $food }: your larder lacks one
ca-reason-no-raid-last-lives = { $joined ->
        [1] takes
       *[other] Takes
    } nothing: the two lives a raid costs at the end of your turn would be your last
ca-reason-no-raid-costly = { $joined ->
        [1] takes
       *[other] Takes
    } nothing: a raid now costs two lives at the end of your turn, more than the food is worth
ca-reason-no-raid = { $joined ->
        [1] takes
       *[other] Takes
    } nothing: only a raid costs two lives at the end of your turn
ca-reason-spare = { $card } is the card you need least
ca-reason-keeps = { $joined ->
        [1] keeps
       *[other] Keeps
    } { $card }, a card worth more to you
ca-reason-swap = { $take } is worth more to you than { $give }
ca-reason-no-better-swap = { $joined ->
        [1] no
       *[other] No
    } card in that hand is worth more to you than yours
ca-reason-keep-hand = { $joined ->
        [1] nothing
       *[other] Nothing
    } in that hand is worth more to you than your own cards
# $count: your cards of the suit; $theirs: theirs, where you have seen their hand.
ca-reason-fight-seen = { $joined ->
        [1] you
       *[other] You
    } hold { $count } { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } { $count ->
        [one] card
       *[other] cards
    } and they hold { $theirs }: they run out first
ca-reason-fight = { $joined ->
        [1] you
       *[other] You
    } hold { $count } { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } { $count ->
        [one] card
       *[other] cards
    }, more than they are likely to hold
ca-reason-losing-fight = { $joined ->
        [1] a
       *[other] A
    } fight in { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } cards would likely be lost: you hold too few
ca-reason-six-cat = { $joined ->
        [1] a
       *[other] A
    } Six Cat takes a critter out of another cat's larder
ca-reason-roll = { $joined ->
        [1] rolls
       *[other] Rolls
    } the die: nothing else helps you now
ca-reason-any-move = No move gains anything now: this one is as good as any
ca-reason-any-critter-move = No critter move helps you now: this one is as good as any
ca-reason-any-card = No card you hold gains anything now: this one is as good as any
ca-reason-any-give-up = Every card you could give up is worth the same to you
ca-reason-nothing-better = Nothing else helps you more now

## The charts: what the game counts, and along the bottom

ca-score-food = food
ca-score-lives = lives
ca-clock-round = round

# A Mog card: a suit's card and its number ($suit, $value), or a picture card by its printed
# name ($card: "speedy-cat", "cat-attack" or "cat-burglar").
ca-card-numbered = { $suit ->
        [cat] Cat
        [bird] Bird
       *[mouse] Mouse
    } { $value }
ca-card-picture = { $card ->
        [speedy-cat] Speedy Cat
        [cat-attack] Cat Attack
       *[cat-burglar] Cat Burglar
    }
