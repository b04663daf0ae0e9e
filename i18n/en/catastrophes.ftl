# Cat'astrophes: its rules' refusals, the prompt, the log, how a game ended and the Normal bot's hints.

## The cards ($value: the number on the card)

cx-card-mischief = mischief { $value }
cx-card-trick = trick { $value }
cx-card-cuddle = cuddle { $value }

## Refusals: the rule as the rulebook says it, then what about the action broke it

cx-rule-place-at-table = Put a card in front of a player at the table
cx-refused-no-seat = there is no seat { $seat }
cx-rule-empty-hand-draws = If you have no cards left in hand, you must draw cards from the draw pile
cx-refused-hand-empty = your hand is empty
cx-rule-card-from-hand = Put a card from your hand face down
cx-refused-not-in-hand = you hold no { $card }
cx-rule-one-card-each = There can only be one card in front of each player
cx-refused-card-before-you = a card already lies in front of you: draw, or put a card in front of a player who has none
cx-refused-card-before-seat = a card already lies in front of seat { $seat }
cx-rule-draw-one-or-two = Take either one or two cards from the top of the draw pile
cx-refused-draw-count = not { $count }
cx-refused-pile-too-small = { $left ->
    [one] only { $left } card is left, so you cannot draw { $count }
   *[other] only { $left } cards are left, so you cannot draw { $count }
}
cx-rule-pile-run-out = If the draw pile has run out of cards, the action "draw cards" is no longer available
cx-refused-pile-empty = the draw pile is empty (discards are not reshuffled)
cx-rule-one-action = Every player performs one action: place a card or draw cards
cx-refused-pass = you may only pass with no card in hand and an empty draw pile

## What the player is asked

cx-ask-place-or-draw = Put a card face down in front of a cat, or draw one or two cards

## The log ($who: the player acting; $target: the player before whom the card is put)

cx-log-place-own = { $who } puts a card face down in front of their own cat
cx-log-place = { $who } puts a card face down in front of { $target }
cx-log-draw = { $count ->
    [one] { $who } draws a card
   *[other] { $who } draws { $count } cards
}
cx-log-pass = { $who } has no card and nothing to draw, and passes

## Log lines: what happened, as the table's log tells it ($name: the player it happened to)

cx-tell-placed-own = { $name } puts a card face down in front of themselves
# $target: the player before whom the card is put.
cx-tell-placed = { $name } puts a card face down in front of { $target }
cx-tell-drew = { $count ->
    [one] { $name } draws a card
   *[other] { $name } draws { $count } cards
}
cx-tell-passed = { $name } has nothing to do and passes
# The card before the player turned over to move the token ($card: a cx-card-…).
cx-tell-resolving = { $name }'s { $card }
cx-tell-scale-reset = The token reached 20 and goes back to 0
cx-tell-ineffective = { $name }'s cuddle does nothing: the token is on 0
# Punishment points given ($points) or taken off; $why: one of the cx-tell-why-… below.
cx-tell-punished = { $name } +{ $points } ({ $why })
cx-tell-forgiven = { $name } −{ $points } ({ $why })
# A cuddle forgives a player who has no points left.
cx-tell-nothing-to-lose = { $name } has no punishment points to lose ({ $why })
# $threshold: the threshold on the mischief scale; $spaces: how far past or below it the token ended.
cx-tell-why-crossed = crossed { $threshold }
cx-tell-why-wild-past = Wild Cats: { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} past { $threshold }
cx-tell-why-forgiven = cuddled back to { $threshold } or below
cx-tell-why-wild-below = Wild Cats: { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} below { $threshold }
cx-tell-why-cards-in-hand = cards left in hand
# $round: the round that ends; $name: who takes the first-player token.
cx-tell-round-ended = Round { $round } ends; { $name } takes the first-player token
cx-tell-game-over = The game is over

## How the game ended ($how: one of the cx-summary-… sentences without a full stop; $who: the winner, or the winners as a list of names)

cx-summary-points-and-pile = A cat reached 20 punishment points as the draw pile ran out
cx-summary-points = A cat reached 20 punishment points
cx-summary-pile = The draw pile ran out
cx-summary-wins = { $points ->
    [one] { $how }. { $who } wins with { $points } punishment point.
   *[other] { $how }. { $who } wins with { $points } punishment points.
}
cx-summary-wins-on-hand = { $points ->
    [one] { $how }. { $who } wins with { $points } punishment point; the tie on punishment went to the fewest cards left in hand.
   *[other] { $how }. { $who } wins with { $points } punishment points; the tie on punishment went to the fewest cards left in hand.
}
cx-summary-shared = { $points ->
    [one] { $how }. { $who } share the win with { $points } punishment point each (tied on punishment and on cards left in hand).
   *[other] { $how }. { $who } share the win with { $points } punishment points each (tied on punishment and on cards left in hand).
}
cx-summary-nobody = { $how }. Nobody wins.
# A list of two names or more: "Felix and Jeremy"; "Felix, Jeremy and Ada" is first = Felix, rest = "Jeremy and Ada".
cx-names-two = { $first } and { $second }
cx-names-more = { $first }, { $rest }

## What the scores count, and the game's clock on the charts

cx-score = punishment points
cx-clock = round

## The Normal bot's hints ($card: a cx-card-…; $target: one of the cat phrases below, after "in front of"; $scale: the mischief token's space; $points: a points phrase below)

cx-reason-you = you
cx-reason-the-other-cat = the other cat
cx-reason-cat-on-left = the cat on your left
cx-reason-cat-on-right = the cat on your right
cx-reason-cat-seats-left = { $count ->
    [one] the cat { $count } seat to your left
   *[other] the cat { $count } seats to your left
}
cx-reason-perhaps-a-point = perhaps a point
cx-reason-about-points = { $count ->
    [one] about { $count } point
   *[other] about { $count } points
}
cx-reason-should-cost-them = Puts your { $card } in front of { $target }: with the scale at { $scale }, it should cost them { $points }
cx-reason-others-cost-more = Puts your { $card } in front of { $target }: from { $scale } on the scale, the others' cards cost them { $points } more
cx-reason-should-save-you = Puts your { $card } in front of you: with the scale at { $scale }, it should save you { $points }
cx-reason-yours-costs-less = Puts your { $card } in front of { $target }: it moves the scale so the card before you costs { $points } less
cx-reason-shed-game-may-end = Gets your { $card } out of your hand: the game may end this round, and it would count against you
cx-reason-shed-cheaply = Gets your { $card } out of your hand while it costs nobody much: the scale is at { $scale }
cx-reason-draw-one = Draws one card, not two: cards left in hand may count against you at the end
cx-reason-draw-card-would-cost-you = Draws instead: the best card you could place would cost you { $points }
cx-reason-draw-card-would-spare-others = Draws instead: the best card you could place would take points off the other cats
cx-reason-spares-you = Spares you { $points } that the next best card would cost you
cx-reason-spares-nobody = Takes no points off the other cats, as the next best card would
cx-reason-costs-nothing = Your { $card } costs you nothing here, and placing it keeps your hand from growing
cx-reason-changes-nothing = Your { $card } changes nothing this round, and placing it keeps your hand from growing
cx-reason-draw-nothing-better = Draws: no card you could place does better this round
cx-reason-nothing-else = Nothing else is left to do
