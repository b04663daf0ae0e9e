# Grand Prrrrix in Cat's Mansion: the rules' messages (refusals and the rules they name,
# prompts, the log, the race's end, labels, the Normal bot's hints).
# Cat, room and player names come as they are. A square comes as $place (room, cushion, hall,
# or the object on it: toy-mouse, food-bowl, pillow, present) and $name (the room's, or the
# cat's whose cushion it is).

## Refusals: the rule as the rulebook says it, and what about the action broke it.

gp-rule-each-decision-in-its-turn = Each decision in its turn
gp-refused-not-asked-now = { $action ->
        [move] Moving is not what is asked now
        [stay] Staying put is not what is asked now
        [spat] A spat is not what is asked now
        [decline] Declining a spat is not what is asked now
        [retreat] Retreating or standing is not what is asked now
        [bonus] A spat bonus is not what is asked now
        [push] A push is not what is asked now
       *[present] Choosing from the Present is not what is asked now
    }
gp-rule-leave-the-bowl = After eating, a cat must move off the bowl
gp-refused-must-leave-the-bowl = it ate last turn: it must end this turn off the Food Bowl
gp-refused-not-the-bowls-square = it ate last turn: it may not take the Food Bowl's square this turn
gp-refused-not-on-the-bowl = it ate last turn: it may not end this turn on the Food Bowl
gp-rule-personal-space = Smaller Personal Space: a spat starts only by moving onto a cat's square
gp-refused-move-onto-the-cat = move onto the cat to spat it
gp-rule-one-spat-per-opponent = At most one spat per opponent in a turn
gp-refused-already-spatted = you have already spatted that cat this turn
gp-rule-spat-where-you-start = Moving next to a cat starts a spat; a cat that starts its turn next to another may spat it
gp-refused-spat-after-moving = only a cat that has not yet moved may spat a neighbour where it stands
gp-rule-adjacent-spat = Moving orthogonally adjacent to a cat starts a spat
gp-refused-not-next-to-yours = that cat is not next to yours
gp-refused-must-fight = a cat next to yours must be fought; only spats coming off a cushion, or with a cat on its cushion, may be declined
gp-rule-retreat = The defender may retreat one square for 1 energy
gp-refused-no-energy-to-retreat = you have no energy to pay for it
gp-refused-retreat-square = a retreat is one orthogonal step onto a free square, away from the attacker
gp-rule-purr-bonus = +2 for spending a Purr card, at most one per spat, never the one that tracks progress
gp-refused-no-purr-card = you have no Purr card left to spend
gp-rule-energy-bonus = +1 for every 3 energy spent
gp-refused-energy-buys = { $energy } energy buys at most { $spent } (+{ $plus })
gp-rule-push = The winner pushes the loser one square in any direction onto a free square
gp-refused-push-square = that square is not next to the loser, or is taken
gp-rule-present-card = The Present card: one of the other three objects, or the secret passage home
gp-refused-cushion-taken = your cushion is taken
gp-rule-on-the-board = Moves are on the board
gp-refused-no-such-square = there is no such square
gp-rule-object-ends-the-turn = Moving onto an object ends the turn
gp-refused-on-an-object = your cat is on an object
gp-rule-no-cat-onto-a-cat = No cat may move onto another cat
gp-refused-square-taken = { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } is taken
gp-rule-fierce-cats = No cat may move adjacent to a cat at the Toy Mouse or the Food Bowl
gp-refused-next-to-a-fierce-cat = that square is next to a cat at the Mouse or the Bowl
gp-rule-cushion-front = A cat leaves or enters a cushion through the square in front of it
gp-refused-cushion-front = the cushion's front square cannot be reached this turn
gp-rule-orthogonal = Moves are orthogonal only
gp-refused-diagonal = a cat moves square by square, never diagonally
gp-rule-move-up-to-4 = Move up to 4 spaces; 5 if the cat started in the card's room
gp-refused-too-far = that is { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    }; you have { $left } left of { $max }
gp-rule-energy-by-distance = Energy by distance: 1 space 0, 2 spaces 1, 3 spaces 3, 4 spaces 6
gp-refused-energy-for-distance = { $spaces ->
        [one] { $spaces } space costs { $cost } energy; you have { $energy }
       *[other] { $spaces } spaces cost { $cost } energy; you have { $energy }
    }
gp-rule-ways-through-the-mansion = Moves are orthogonal, through doors, and stop where a spat starts or on an object
gp-refused-unreachable = { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } cannot be reached this turn: walls, cats or a spat are in the way

## What the seat asked must decide.

gp-ask-leave-the-bowl = You ate last turn: move off the Food Bowl, up to { $max ->
        [one] { $max } space
       *[other] { $max } spaces
    }
gp-ask-leave-the-bowl-or-spat = You ate last turn: move off the Food Bowl, up to { $max ->
        [one] { $max } space
       *[other] { $max } spaces
    }, or first spat a cat beside yours (not diagonally)
gp-ask-move = Move your cat up to { $max ->
        [one] { $max } space
       *[other] { $max } spaces
    }, { $stay ->
        [rest] rest here (+3 energy next turn)
        [play] play with the Toy Mouse (take a coin)
        [eat] eat at the Food Bowl (+5 energy)
        [open] open the Present
       *[wait] stay put
    }, or spat a cat beside yours (not diagonally)
gp-ask-move-on = You won: move on (up to { $count ->
        [one] { $count } more space
       *[other] { $count } more spaces
    }) or end your turn
gp-ask-choose-a-spat = Choose which cat beside yours to spat next (not diagonally)
gp-ask-retreat = { $attacker } attacks: retreat one square for 1 energy, or stand and fight
gp-ask-bonus-attacker = Spat against { $against }: commit your bonuses (you decide first) before the dice
gp-ask-bonus-defender = Spat against { $against }: commit your bonuses (the attacker has decided first) before the dice
gp-ask-push = You won: push { $loser } one square, and take its square if you like
gp-ask-present = The Present card! Choose what you found, or the secret passage home

## How the race ended.

gp-summary-turn-cap = No cat finished within { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }; { $winners } { $count ->
        [one] went furthest
       *[other] went furthest together
    }
gp-summary-race = { $winner } ({ $cat }) visited every room in the Race Order Layout in order
gp-summary-home-stretch = { $winner } ({ $cat }) visited its five rooms in order and came home to its cushion

## The log: what a player did.

gp-log-move-onto = { $me } moves onto { $other } ({ $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    }, { $cost } energy)
gp-log-move = { $me } moves { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    } to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } ({ $cost } energy)
gp-log-move-to = { $me } moves to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    }
gp-log-stay = { $stay ->
        [rest] { $me } rests
        [play] { $me } plays with the Toy Mouse
        [eat] { $me } eats at the Food Bowl
        [open] { $me } opens the Present
        [stop] { $me } ends the turn
       *[wait] { $me } stays put
    }
gp-log-spat = { $me } spats { $other }
gp-log-decline = { $me } lets the others be
gp-log-retreat = { $me } retreats to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } (1 energy)
gp-log-stand = { $me } stands and fights
gp-log-bonus-nothing = { $me } spends nothing
gp-log-bonus-purr = { $me } spends a Purr card (+2)
gp-log-bonus-energy = { $me } spends { $energy } energy (+{ $plus })
gp-log-bonus-purr-and-energy = { $me } spends a Purr card (+2) and { $energy } energy (+{ $plus })
gp-log-push = { $me } pushes { $loser } to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    }
gp-log-push-and-take = { $me } pushes { $loser } to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } and takes the square
gp-log-push-nowhere = { $me } cannot push { $loser } anywhere
# Who is pushed, where the log no longer knows the spat's loser.
gp-log-the-loser = the loser
gp-log-find = { $me } finds { $object ->
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
       *[present] the Present
    } in the Present
gp-log-passage = { $me } takes the secret passage home

## Log lines: what happened, as the table's log tells it ($player: the player it happened to;
## a square as $place and $name, as above)

# $cat and $room: the Turn Order card turned.
gp-tell-turn-card = Turn card: { $cat } — { $room }
gp-tell-turn-card-bonus = Turn card: { $cat } — { $room }, and it starts there: one space more
# $spaces: how far; $cost: the energy it paid.
gp-tell-moved = { $player } moves { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    } to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } ({ $cost } energy)
# $defender: the cat's player it takes on.
gp-tell-spat = Cat spat! { $player } takes on { $defender }
gp-tell-retreated = { $player } retreats to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    } (1 energy)
# The attacker's ($player) score against the defender's ($against); $winner: who won.
gp-tell-rolled = { $player } { $score } against { $against } — { $winner } wins
# $ties: how many tied rolls came first.
gp-tell-rolled-after-ties = { $player } { $score } against { $against } after { $ties ->
        [one] a tie
       *[other] { $ties } ties
    } — { $winner } wins
gp-tell-pushed = { $player } is pushed to { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    }
gp-tell-took = { $player } takes { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    }
gp-tell-napping = { $player } curls up for a nap at { $place ->
        [room] the { $name }
        [cushion] the { $name }'s cushion
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
        [present] the Present
       *[hall] the hall
    }
gp-tell-rested-full = { $player } wakes up, its energy already full
# $gain: the energy gained.
gp-tell-rested = { $player } wakes up with { $gain } more energy
gp-tell-rest-lost = { $player }'s nap is spoilt: no energy for it
gp-tell-ate = { $player } eats: { $gain } more energy
gp-tell-coin = { $player } takes a coin from the Toy Mouse
# $object: what the Present held.
gp-tell-opened = { $player } opens the Present: { $object ->
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
       *[present] the Present
    }
gp-tell-passage = { $player } takes the secret passage home
# $done: the visits made so far; $rooms: how many win the race.
gp-tell-visited = Purr! { $player } has done { $done } of { $rooms }
gp-tell-won = { $player } wins the Grand Prrrrix!

## Labels: the score and the game-over charts, the spat panel's standing bonuses.

gp-score-rooms = rooms
gp-figure-energy = energy
gp-clock-turn = turn
gp-bonus-home-territory = home territory
gp-bonus-near-home = next to home territory
gp-bonus-mouse-coin = Toy Mouse coin
gp-bonus-opponent-resting = opponent resting

## The Normal bot's hints: what an action does, and (after a colon) why it pays.
## Heads start with a capital; the halves after a colon do not.

gp-reason-because = { $what }: { $why }
# Two reasons: what the move does most, then where it beats the next best; or what it does (briefly), then the spat it starts.
gp-reason-and-then = { $first }. { $then }
gp-reason-and-saves-energy = { $how ->
        [long-way] { $first }, and saves energy for the long way there
        [later-rooms] { $first }, and saves energy for the rooms after it
       *[plain] { $first }, and saves energy
    }
gp-reason-and-starts-a-spat = { $first }; it starts a spat with the { $cat }: { $odds }
gp-reason-starts-a-spat = Starts a spat with the { $cat }: { $odds }
# Where the cat is going ($goal in the messages below).
gp-reason-goal-room = the { $room }
gp-reason-goal-cushion = your cushion
gp-reason-goal-next-room = the { $room }, your next room
gp-reason-goal-last-leg = your cushion, the race's last leg
# A spat's odds, from the side of the player deciding ("it": the other cat).
gp-reason-odds-even = even odds, a die against a die
gp-reason-odds-yours = { $bonus ->
        [home] your home territory gives you the better odds
        [near-home] your home territory next door gives you the better odds
        [coin] your Toy Mouse coin gives you the better odds
        [resting] it is resting, so you have the better odds
       *[other] your bonuses give you the better odds
    }
gp-reason-odds-theirs = { $bonus ->
        [home] its home territory gives it the better odds
        [near-home] its home territory next door gives it the better odds
        [coin] its Toy Mouse coin gives it the better odds
        [resting] you are resting, so it has the better odds
       *[other] it has the better odds
    }
gp-reason-odds-against = { $odds } against the { $cat }
gp-reason-ends-on-your-cushion = Ends your turn on your cushion
gp-reason-ends-in-your-last-room = Ends your turn in the { $room }, your last room
gp-reason-ends-in-your-first-room = Ends your turn in the { $room }, your first room
gp-reason-ends-in-your-next-room = Ends your turn in the { $room }, your next room
gp-reason-ends-in = Ends your turn in the { $room }
gp-reason-you-win-the-race = you win the race
gp-reason-heads-for = Heads for { $goal }
gp-reason-spaces-to-go = { $count ->
        [one] { $count } space to go
       *[other] { $count } spaces to go
    }
gp-reason-keeps-near = Keeps near { $goal }
gp-reason-saves-energy-for-the-long-way = Saves energy for the long way to { $goal }
gp-reason-saves-energy-for-the-race = Saves energy for the rest of the race
gp-reason-rooms-to-go = { $count ->
        [one] { $count } room to go
       *[other] { $count } rooms to go
    }
gp-reason-saves-energy-for-the-last-leg = Saves energy for the last leg to { $goal }
gp-reason-saves-energy = Saves energy
gp-reason-rests-on-your-cushion = Rests on your cushion
gp-reason-rests-on-a-cushion = Rests on the { $cat }'s cushion
gp-reason-rests-in-a-room = Rests in the { $room }
gp-reason-naps-at-the-pillow = Naps at the Pillow
gp-reason-energy-next-turn = +{ $energy } energy next turn
gp-reason-energy = +{ $energy } energy
gp-reason-eats = Eats at the Food Bowl
gp-reason-low-on-energy = you are low on energy
gp-reason-meal-saves-turns = +{ $energy } energy saves turns later
gp-reason-plays-with-the-mouse = Plays with the Toy Mouse
gp-reason-coin-for-your-next-spat = its coin is +1 in your next spat
gp-reason-opens-the-present = Opens the Present
gp-reason-what-the-present-holds = food, a nap, a coin or the way home
gp-reason-stays-put = Stays put
gp-reason-goes-to-the-bowl = Goes to the Food Bowl to eat next turn
gp-reason-goes-to-the-pillow = Goes to the Pillow to nap next turn
gp-reason-goes-to-the-mouse = Goes to the Toy Mouse
gp-reason-coin-for-a-spat = its coin is +1 in a spat
gp-reason-goes-to-the-present = Goes to the Present
gp-reason-open-it-next-turn = you open it next turn
gp-reason-moves-beside = Moves beside the { $cat } and starts a spat
gp-reason-spats = Spats the { $cat }
gp-reason-leaves-the-others-be = Leaves the others be
gp-reason-spat-not-worth-the-risk = a spat is not worth the risk
gp-reason-stands-and-fights = Stands and fights
gp-reason-retreats-toward = Retreats toward { $goal }, for 1 energy
gp-reason-retreats = Retreats for 1 energy
gp-reason-spends-a-purr-card = Spends a Purr card
gp-reason-spends-energy = Spends { $energy } energy
gp-reason-spends-purr-and-energy = Spends a Purr card and { $energy } energy
gp-reason-spends-nothing = Spends nothing
gp-reason-bonus-odds = { $how ->
        [better] +{ $plus } gives you the better odds
        [even] +{ $plus } evens the odds
       *[narrower] +{ $plus } narrows the odds
    }
gp-reason-pays-what-it-must = Pays what it must
gp-reason-pushes-away-from-its-room = Pushes the { $cat } away from the { $room }, its next room
gp-reason-pushes-away-from-its-cushion = Pushes the { $cat } away from its cushion, its last leg
gp-reason-pushes-where-it-helps-least = Pushes the { $cat } where it helps its race least
gp-reason-takes-its-square = Takes its square
gp-reason-nearer = nearer { $goal }
gp-reason-a-better-place = a better place for your race
gp-reason-takes-its-square-at = Takes its square at { $object ->
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
       *[present] the Present
    }
gp-reason-takes-the-bowl = Takes the Food Bowl
gp-reason-meal-now = +{ $energy } energy now, { $hunger }
gp-reason-takes-the-pillow = Takes the Pillow
gp-reason-takes-the-mouse = Takes the Toy Mouse
gp-reason-a-coin-for-your-next-spat = a coin, +1 in your next spat
gp-reason-takes-the-present = Takes the Present
gp-reason-takes-the-passage = Takes the secret passage home
gp-reason-takes-the-passage-home = Takes the secret passage home to your cushion
# What an action avoids that the next best would not.
gp-reason-keeps-clear = Keeps clear of the { $cat }
gp-reason-lost-spat-costs-the-room = a lost spat there could cost you the room
gp-reason-spat-there-not-worth-it = a spat there is not worth the risk
gp-reason-moves-on = Moves on
gp-reason-standing-still-gains-nothing = standing still would gain you nothing
gp-reason-stays-close = Stays close to { $goal }
gp-reason-keeps-your-purr-cards = Keeps your Purr cards
gp-reason-spat-not-worth-a-purr-card = this spat is not worth one
gp-reason-keeps-your-energy = Keeps your energy for the race
gp-reason-spat-not-worth-the-energy = this spat is not worth it
gp-reason-race-needs-the-energy = your race needs the energy more
gp-reason-retreat-costs-energy = a retreat would cost 1 energy
gp-reason-retreat-loses-your-rest = a retreat would lose your rest
gp-reason-retreat-takes-you-further = a retreat would take you further from { $goal }
gp-reason-retreats-from = Retreats from the { $cat } for 1 energy
gp-reason-lost-spat-costs-more = a lost spat with the { $cat } would cost more
gp-reason-keeps-your-square = Keeps your square
gp-reason-your-square-suits-you = it suits your race better
gp-reason-taking-it-ends-your-turn = taking { $object ->
        [toy-mouse] the Toy Mouse
        [food-bowl] the Food Bowl
        [pillow] the Pillow
       *[present] the Present
    } would end your turn
gp-reason-no-better-move = No other move does better for your race
gp-reason-no-better-stay = Nothing else does better for your race this turn
gp-reason-no-better-choice = No other choice does better for your race
