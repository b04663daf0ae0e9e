# Mogland's words in English. Every other language has the same messages with the same
# arguments (tests/app/languages.rs checks it). A message's id says where it is shown.

## The main menu

menu-tagline = Five cat tabletop games at one table
menu-continue = Continue
# One unfinished game: its title.
menu-continue-one = Continue: { $title }
menu-continue-many = Continue… ({ $count ->
    [one] { $count } game
   *[other] { $count } games
})
menu-learn = Learn to play
menu-learn-heading = Learn to play: a guided first game
menu-new-table = New table
menu-join = Join a table
menu-history = History
menu-settings = Settings
menu-quit = Quit
menu-back = Back
menu-keys = Tab or the arrow keys to choose, Enter to go
menu-level-problems = Level files with problems (the shipped default is used instead):
menu-unfinished = Your unfinished games
menu-drop-ask = Drop this game for good?
menu-drop-yes = Drop it
menu-drop-no = Keep it
menu-drop = Drop…

## Settings

settings-title = Settings
settings-volume = Volume
settings-effects = Effects
settings-ambience = Ambience
settings-ambience-on = A quiet room
settings-speed = Animation speed
settings-instant = Instant
settings-size = Interface size
settings-size-fits = { $percent } fits this window
settings-size-fits-more = A larger window shows the size chosen.
settings-undo = Undo
settings-undo-on = Take back your own moves
settings-undo-more = With the Undo button or Ctrl+Z, until something is revealed, a die rolls or another player acts.
settings-hints = Hints
settings-hints-on = A Hint button (and H) at your decisions
settings-hints-more = What a Normal bot would do in your place, and why.
settings-window = Window
settings-window-windowed = Windowed
settings-window-borderless = Borderless fullscreen
settings-window-fullscreen = Fullscreen
settings-graphics = Graphics
settings-graphics-auto = Automatic
settings-graphics-high = High
settings-graphics-low = Low
settings-graphics-now-high = Drawing at high quality
settings-graphics-now-low = Drawing at low quality
settings-graphics-more = Low leaves out shadows, smoothed edges and textures, for a computer that draws without a graphics card. Automatic chooses Low there and High elsewhere.
settings-language = Language
# The system's language, named in itself ("Deutsch").
settings-language-system = As the system ({ $language })
settings-relays = Online relays
settings-relays-more = When two machines cannot reach each other directly, their connection goes through a relay (still encrypted end to end). "public": iroh's public relays; or your group's own relay's address; "none": one network only.
settings-direct = Direct connections
settings-direct-on = Connect straight to other players when the routers allow it
settings-direct-more = Faster. Off: always through a relay, so that other players never learn your address.
settings-files = Where Mogland keeps your files
settings-files-settings = Settings:
settings-files-saves = Saves:
settings-files-levels = Your levels (mods):
settings-files-key = Your key (who you are at online tables):
settings-files-more = A level file in your levels folder replaces the shipped file of the same name.
settings-close = Close

## Passing the screen between players at one table

privacy-pass = Pass to { $name }
privacy-look-away = Everyone else, look away: the next screen shows a hand.
privacy-take-back = I am { $name }: take back my last move
privacy-keep-move = Keep the move: pass to { $next }
privacy-show-hand = I am { $name }: show my hand
privacy-pass-back = { $name } wants to take back a move? Pass back to { $name }

## The pause menu and the rules page

pause-title = Paused
pause-resume = Resume
pause-rules = Rules
pause-settings = Settings
pause-watch-so-far = Watch the game so far
pause-leave = Leave the table
pause-quit = Quit to menu
pause-online-note = The table plays on while you are here. To come back after leaving, join again with the invite.
pause-local-note = Quitting keeps the table: "Continue" resumes it.
rules-title = Rules: { $game }
rules-close = Close

## Table setup

setup-back = Back
setup-host = Host { $game } online
setup-start = Start { $game }
setup-learn = Learn to play
setup-game = Game
setup-players = { $least }–{ $most } players
setup-seats = Seats at the { $game } table
setup-variants = Variants
setup-seed = Seed
setup-seed-random = Random
setup-seed-hint = a whole number
setup-seed-more = The same seed, seats and moves always give the same game.
setup-seed-not-a-number = the seed "{ $seed }" is not a whole number
setup-game-unknown = { $game } cannot be played in this version of Mogland
setup-seat-needs-a-name = every seat needs a name
setup-level-mod = Board and cards from your level file { $file }.
setup-level-shipped = Board and cards from levels/{ $file }.
setup-level-built-in = Board and cards from the built-in { $file }.
setup-expert-thinks = Expert thinks for
setup-expert-more = Per decision. It searches on every core meanwhile; longer plays stronger.
setup-expert-per-decision = per decision
setup-seat = Seat
setup-name = Name
setup-colour = Colour
setup-player = Player
setup-human = Human
setup-online-friend = Online: a friend
setup-online-friend-more = A player on another machine takes this seat
setup-remove = Remove
setup-add-seat = Add a seat
replace-title = An unfinished game of { $game }
replace-explain = Each game keeps one unfinished table. A new table of { $game } takes its place, and this one is gone for good.
replace-continue = Continue that game
replace-drop = Drop it and start anew

## Bots

bot-easy = Easy
bot-normal = Normal
bot-hard = Hard
bot-expert = Expert
bot-label = Bot: { $level }
# With how often it wins against the level below it ($odds: bot-wins-…).
bot-label-odds = Bot: { $level } ({ $odds })
bot-wins-nearly-all = wins nearly every game against { $below }
bot-wins-tenths = wins { $tenths } in 10 against { $below }

## The games

blurb-cat-attack = Prowl Mog Land for six foods and make it home by the exact roll, with nine lives to spend.
blurb-cat-fight = Sip hidden cream on a grid; mind who is looking at you; catnip ends friendships.
blurb-catastrophes = Face-down mischief pushes the scale; whoever tips a threshold takes the blame.
blurb-grand-prrrrix = Race your cat through Cat's Mansion's rooms in order: spend energy, raid the objects, spat.
blurb-here-kitty-kitty = Lure the Neighborhood's cats into your House; steal, scare and block your neighbors'.
first-player-cat-attack = Seats play clockwise in this order; every cat rolls the die and the highest roll starts (ties roll again).
first-player-cat-fight = Seats play clockwise in this order; seat 1 starts (the rulebook: the player with the most cats goes first).
first-player-catastrophes = Seats play clockwise in this order; seat 1 takes the first-player token, which passes left each round.
first-player-grand-prrrrix = Each seat draws a cat at random; the Turn Order cards, not the seats' order, say which cat moves.
first-player-here-kitty-kitty = Seats play clockwise in this order; seat 1 starts (the rulebook: whoever owns the most cats in real life).

## Variants

variant-claws = Opt-out Claws
variant-claws-help = One bird and one mouse fewer than there are players.
variant-claws-shops = Opt-out Claws, sharper
variant-claws-shops-help = One bird and one mouse fewer than there are players, and one item fewer in each shop.
variant-short-lives = Fewer lives
variant-short-lives-help = Each cat starts with five lives instead of nine.
variant-time-limit = Time limit
variant-time-limit-help = After 30 rounds, lives plus items decide; a tie goes to the most food, then it is a draw.
variant-gang-warfare = Gang Warfare
variant-gang-warfare-help = Play in pairs (4 or 6 players; partners sit opposite): a pair wins when both cats are home with six foods each.
variant-gang-shared-house = Gang Warfare, one house a pair
variant-gang-shared-house-help = Gang Warfare where each pair shares one house: one larder of six foods and nine lives between them.
variant-no-raiding = No raiding
variant-no-raiding-help = For younger players: landing on another cat's Home takes nothing.
variant-no-trespassing = No trespassing
variant-no-trespassing-help = For younger players: a cat coming home does not attack the cats in its garden.
variant-no-cat-fight = No cat fights
variant-no-cat-fight-help = For younger players: no cat fights may be declared.
variant-no-six-cat = No Six Cat
variant-no-six-cat-help = For younger players: six Bird or Mouse cards cannot be laid out.
variant-wild-cats = Wild Cats
variant-wild-cats-help = Crossing a threshold costs one more point per space past it; a cuddle below one forgives one more per space.
variant-shorter-course = Shorter Course
variant-shorter-course-help = Five rooms, one per cat, then back to your own cushion.
variant-bidirectional = Bidirectional Race
variant-bidirectional-help = Start from either end of the Race Order Layout.
variant-personal-space = Smaller Personal Space
variant-personal-space-help = Walk past cats freely: a spat starts only by moving onto a cat's square.

## Unfinished games (the menu's Continue)

unfinished-hosted = { $game }, hosted for friends
unfinished-tutorial = Learn to play: { $game }
unfinished-bot-seat = { $name } ({ $level })
unfinished-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
unfinished-detail = { $names } · { $moves }
unfinished-detail-saved = { $names } · { $moves } · saved { $ago }
ago-now = just now
ago-minutes = { $count ->
    [one] { $count } minute ago
   *[other] { $count } minutes ago
}
ago-hours = { $count ->
    [one] { $count } hour ago
   *[other] { $count } hours ago
}
ago-days = { $count ->
    [one] { $count } day ago
   *[other] { $count } days ago
}

## The game-over screen

over-title = { $game } — game over
over-wins = { $name } wins!
over-shared-win = Shared win: { $names }
over-online-again = To play again together, the host opens a new table and the others join it.
over-menu = Menu
over-play-again = Play again
over-watch-again = Watch it again
over-kept = Every finished game is kept under History in the menu.
over-winner = winner
# A chart's title: a figure (such as points) over the game's clock (such as rounds).
over-chart = { $figure } by { $clock }
over-sheet = Scoring sheet

## Words shared by many screens

# The last two of a list: "Ada, Bert and Cy".
list-and = { $first } and { $last }

## The bar over the table

bar-over = The game is over
bar-showing = Showing what happened…
bar-thinking = { $count ->
    [one] { $names } is thinking…
   *[other] { $names } are thinking…
}
bar-pass-to = Pass the screen to { $name }
# What the rules ask this screen's seat ($prompt: the rules' question).
bar-asked = { $name }: { $prompt }
# $count: how many $others are (other languages' verbs agree with it).
bar-asked-also = { $name }: { $prompt } ({ $others } { $count ->
   *[other] may answer too
})
bar-may-answer = { $count ->
   *[other] { $names } may answer
}
bar-turn = { $count ->
   *[other] { $names }'s turn
}
bar-away = { $count ->
    [one] { $names } is away: waiting for them to come back
   *[other] { $names } are away: waiting for them to come back
}
bar-away-host = { $count ->
    [one] { $names } is away: waiting for them to come back (Table chat: let a bot play for now)
   *[other] { $names } are away: waiting for them to come back (Table chat: let a bot play for now)
}
bar-paused = Paused
bar-replay = Watching a replay
bar-menu = Menu
bar-menu-more = Pause the table: rules, settings, quit (Esc)
bar-hint = Hint
bar-hint-more = What a Normal bot would do in your place, and why (H)
bar-hint-line = Hint: { $action }
bar-undo = Undo
bar-undo-more = Take back { $name }'s last move (Ctrl+Z)
bar-skip = Skip ▶▶
bar-skip-more = Show the rest at once

## Joining a table

join-title = Join a table
join-invite = The host's invite (paste it: it starts with mogland-)
join-name = Your name (the table shows it at your seat)
join-name-missing = type your name: the table shows it at your seat
join-only-watch = Only watch (no seat)
join-join = Join
join-knocking = Knocking at the table…
join-back = Back
lobby-table-of = A table of { $game }
lobby-variants = Variants: { $variants }
lobby-seat = Seat { $number }
lobby-open = open
lobby-sit = Sit here
lobby-bot-at-host = { $level } bot at the host
lobby-at-host = at the host's screen
lobby-away = away
lobby-ready = ready
lobby-not-ready = not ready yet
# $state: lobby-away, lobby-ready or lobby-not-ready.
lobby-you = you, { $state }
lobby-stand = Stand up
lobby-watchers = Watching: { $names }
lobby-you-watch = You are watching: the game shows here when the host starts it.
lobby-pick = Pick an open seat.
lobby-ready-button = Ready
lobby-unready-button = Not ready
lobby-starts-when = The game starts when every seat is taken and every player is ready.
# How a connection goes ($ms: its round trip in milliseconds).
route-direct = Connected directly, round trip { $ms } ms
route-relay = Connected through a relay, round trip { $ms } ms

## The table's chat

chat-title = Table chat
chat-title-lines = Table chat ({ $count })
chat-say = Say

## Hosting a table

host-title = Hosting { $game }
host-give-invite = Give your friends this invite (they paste it into "Join a table"):
host-copy = Copy the invite
host-copy-more = For a friend who lost it: paste it to them
host-new-invite = New invite
host-new-invite-more = The invite given so far stops letting anyone in; those at the table stay
host-watchers = Others may watch
host-reach-anywhere = Anyone with the invite can reach this table from anywhere: no router setup. Only they can.
host-reach-network = No relay answers (see Settings): only machines on this network can reach the table.
host-waiting-friend = waiting for a friend
host-here = here
host-kick = Ask to leave
host-start = Start the game
host-all-ready = Everyone is here and ready.
host-start-when = The game can start when every open seat is taken and every player is ready.
host-close = Close the table
host-is-away = { $name } is away.
host-cover = Let a bot play for now
host-uncover = Wait for them instead
host-release = Give { $name }'s seats to a new machine
host-release-more = For a player who lost their Mogland folder: the next machine that joins as { $name } takes the seats
host-news-covered = A bot plays for { $name } until they are back
host-news-waits = The table waits for { $name }
host-again = Hosting this table again: { $names } { $count ->
   *[other] can
} join again with the invite you gave before (the Table chat shows it too)
host-again-failed = The online table could not open again ({ $error }): it goes on here
chat-title-away = Table chat · { $count } away

## Learn to play

tutorial-title = Learn to play { $game }
tutorial-begin = Begin
tutorial-step = Learn to play · step { $number } of { $total } · { $idea }
tutorial-plays-on = Learn to play · the game plays on
tutorial-leave = Leave
tutorial-leave-more = Back to the menu; "Continue" picks the tutorial up again
tutorial-rules = Rules
tutorial-rules-more = The rules page
tutorial-watch = Watch the others play…

## History

history-title = History
history-count = { $count ->
    [one] { $count } finished game
   *[other] { $count } finished games
}
history-back = Back to the menu
history-show = Show
history-every-game = Every game
history-open-file = Open a file
history-watch-file = Watch it
history-empty = No finished game yet: every game played to its end is kept here.
history-won = { $count ->
   *[other] { $names } won
}
history-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}
history-watch = Watch
history-export = Export
history-delete = Delete
history-delete-sure = Delete it for good
history-records = Records
history-no-records = Each player's games won and played show here once people have finished a game (bots keep no record).
history-bot-seat = { $name } ({ $level } bot)
history-against = { $won } of { $played } against { $level } bots
history-record = { $name } at { $game }: won { $won } of { $played }
history-record-bots = { $name } at { $game }: won { $won } of { $played }; { $against }
history-unreadable = { $count ->
    [one] { $count } file in the history folder is not a game this Mogland can read; it is left as it is: { $files }
   *[other] { $count } files in the history folder are not games this Mogland can read; they are left as they are: { $files }
}
history-exported = Exported to { $path }
history-export-failed = Could not export it: { $error }
history-open-failed = Could not open { $path }: { $error }

# A refused action, under the bar: what about it broke the rule, then the rule.
bar-refusal = { $detail } (rule: { $rule })
# The log, when a player takes back their last action.
log-taken-back = Taken back: { $line }
# The heading of the log of what happened at the table.
log-heading = What happened

# Here, Kitty, Kitty!'s scoring sheet, its rows short (the panel is narrow; the whole row is
# the hover text). $colour is black, gray, orange or white.
hkk-sheet-house = House ×5
hkk-sheet-porch = Porch ×3
hkk-sheet-yard = Yard ×0
hkk-sheet-five = 5+ { $colour }
hkk-sheet-each-colour = 1 of each colour
hkk-sheet-most = Most { $colour }
hkk-sheet-one-colour-house = 1 colour in House
hkk-sheet-best-in-show = Best in Show

## Here, Kitty, Kitty!'s table: the line over the board, the side panel (narrow: short labels,
## the long words in hover texts), the hand, the board's labels and the popups. Card names and
## texts come from the level file as they are written ($card, $text). $colour is a key (black,
## gray, orange, white); $zone, $from and $to are keys (neighborhood, yard, porch, house).

# $number: the turn's number.
hkk-ui-turn = Turn { $number }
# $name: the player whose turn it is.
hkk-ui-to-play = { $name } to play
hkk-ui-actions-left = { $count ->
    [one] { $count } action left
   *[other] { $count } actions left
}
# $count: the cards in the draw pile.
hkk-ui-draw-pile = Draw pile: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# $limit: how many cards a hand may hold.
hkk-ui-hand-limit = Hand limit { $limit }
# $count: the turns left after this one.
hkk-ui-final-round = Final round: { $count ->
    [one] { $count } more turn after this one
   *[other] { $count } more turns after this one
}
hkk-ui-sheet = Scoring sheet
hkk-ui-sheet-final = Final scores
hkk-ui-sheet-now = If the game ended now · hover a number for why
# The sheet's hover texts: where a cell's points come from. $colours: the cats by colour
# (hkk-ui-why-colour each, with commas between them); $points: the row's points.
hkk-ui-why-colour = { $count } { $colour }
hkk-ui-why-house-none = No Cats in the House
hkk-ui-why-house = { $count ->
    [one] { $count } Cat in the House × 5 = { $points } ({ $colours })
   *[other] { $count } Cats in the House × 5 = { $points } ({ $colours })
}
hkk-ui-why-porch-none = No Cats on the Porch
hkk-ui-why-porch = { $count ->
    [one] { $count } Cat on the Porch × 3 = { $points } ({ $colours })
   *[other] { $count } Cats on the Porch × 3 = { $points } ({ $colours })
}
hkk-ui-why-yard-none = No Cats in the Yard (they would score nothing)
hkk-ui-why-yard = { $count ->
    [one] { $count } Cat in the Yard scores nothing
   *[other] { $count } Cats in the Yard score nothing
}
# $points: the total; $cats: the cats on the Property; $most: the most cats of one colour.
hkk-ui-why-total = { $points } points · { $cats } Cats on the Property · most of one colour: { $most } (the tie-breaks)
hkk-ui-why-five = { $count } { $colour } Cats on the Property (5 or more score 5, once)
# $best: the most cats of the colour that any player has.
hkk-ui-why-most = { $count } { $colour } Cats; the most anyone has is { $best } (every tied player scores)
hkk-ui-why-each-colour = Colours on the Property: { $colours }
hkk-ui-why-one-colour-house-none = The House holds no Cats
hkk-ui-why-one-colour-house = The House holds { $colours }
# $count: the cats on this Porch; $best: the most on any Porch.
hkk-ui-why-best-in-show = { $count } Cats on the Porch; the most on any Porch is { $best } (ties all score)
hkk-ui-all-bots = Every seat is a bot: sit back and watch (Escape for the menu).
hkk-ui-hands-hidden = Hands stay hidden while another player acts.
# $name: the player whose hand it is.
hkk-ui-hand = { $name }'s hand
hkk-ui-play = Play { $card }
hkk-ui-click-property = Now click a glowing Property to play it on.
hkk-ui-discard = Discard…
hkk-ui-discard-more = One action: discard as many cards as you choose
# $count: the cards chosen.
hkk-ui-discard-chosen = Discard { $count } chosen
hkk-ui-cancel = Cancel
hkk-ui-pass = Pass
hkk-ui-pass-more = Nothing else is possible
hkk-ui-stop = Stop here
hkk-ui-stop-more = A card's numbers are maximums
hkk-ui-use-copy = Use the copy
hkk-ui-use-copy-more = Copy Cat
hkk-ui-click-discards = Click the cards to discard.
# A card's hover text in the hand: its name, then its text.
hkk-ui-card-hover = { $card }: { $text }
# Under the draw pile and the discards: how many cards.
hkk-ui-to-draw = { $count } to draw
hkk-ui-discarded = { $count } discarded
# $count: the cats in the Neighborhood.
hkk-ui-neighborhood = Neighborhood · { $count } cats
# A Property's header: its owner ($name) and the cards in their hand.
hkk-ui-property = { $name } · { $count } in hand
# A zone's label: its name and the cats in it.
hkk-ui-zone = { $zone ->
    [yard] Yard
    [porch] Porch
   *[house] House
} { $count }
# The card types, on a card's band.
hkk-ui-type-instant = Instant
hkk-ui-type-standard = Standard
hkk-ui-type-defensive = Defensive
hkk-ui-why-not-rival = A cat on another player's Property is moved only by its owner, or by cards.
hkk-ui-why-not-asked = That cat is not one you can use for what you are asked now.
hkk-ui-why-not-now = That cat cannot move now.
hkk-ui-cannot-go-there = That cat cannot go there: the glowing zones can take it.
# Catlike Reflexes: which Property and which way ($way: in or out), when a click fits several.
hkk-ui-which-one = Which one?
hkk-ui-nudge-own = { $way ->
    [in] One of your Cats steps in (towards the House; you choose which Cat)
   *[out] One of your Cats steps out (towards the Neighborhood; you choose which Cat)
}
# On $name's Property: $name chooses the Cat.
hkk-ui-nudge = { $way ->
    [in] One of { $name }'s Cats steps in (towards the House; { $name } chooses which Cat)
   *[out] One of { $name }'s Cats steps out (towards the Neighborhood; { $name } chooses which Cat)
}
hkk-ui-revive = The discard pile: take one back
# The cards held that answer a window: "Catnap or Tuna" ($first may itself be such a list).
hkk-ui-or = { $first } or { $last }
# A window's line: what happened ($event: an hkk-ui-event message), then what the player may do
# about it ($question: an hkk-ui-ask message).
hkk-ui-window-line = { $event }: { $question }
# $player plays $card (on $target).
hkk-ui-event-play = { $player } plays { $card }
hkk-ui-event-play-own = { $player } plays { $card } on their own Property
hkk-ui-event-play-on = { $player } plays { $card } on { $target }
hkk-ui-event-play-on-you = { $player } plays { $card } on you
hkk-ui-event-move = { $player } moves { $colour ->
    [orange] an orange
   *[other] a { $colour }
} cat from { $from ->
    [neighborhood] the Neighborhood
    [yard] Yard
    [porch] Porch
   *[house] House
} to { $to ->
    [neighborhood] the Neighborhood
    [yard] Yard
    [porch] Porch
   *[house] House
}
hkk-ui-event-instant = { $player } drew { $card }
hkk-ui-event-copy = { $player } played { $card }
hkk-ui-event-land = { $player } drew up
# $cards: the cards held that answer it (hkk-ui-or).
hkk-ui-ask-block = block with { $cards }?
hkk-ui-ask-block-none = you hold nothing that blocks it
hkk-ui-ask-keep-off = keep it off you with { $cards }?
hkk-ui-ask-keep-off-none = you hold nothing that keeps it off you
hkk-ui-ask-copy = copy it (no action) with { $cards }?
hkk-ui-ask-copy-none = you hold nothing that copies it
hkk-ui-ask-land = { $cards }?
hkk-ui-ask-land-none = you hold nothing to play now
hkk-ui-block-with = Block with { $card }
hkk-ui-copy-with = Copy it with Copy Cat
# A cat of $colour one step in on the player's own Property, from $from to $to.
hkk-ui-land = Land on Your Feet: { $colour ->
    [orange] an orange
   *[other] a { $colour }
} cat from your { $from ->
    [yard] Yard
    [porch] Porch
   *[house] House
} to your { $to ->
    [yard] Yard
    [porch] Porch
   *[house] House
}
hkk-ui-let-go = Let it go
hkk-ui-only-mine = This game, ask me only about cards played on me
hkk-ui-only-mine-more = A rival's card on its own Property, and a rival moving its own cats, are let go for you. Cards played on you, Instants and Copy Cat are still asked.

## Cat Fight's side panel and controls (300 points wide). $square: a square's name ("C3").

# $number: the turn's number.
cf-ui-turn = Turn { $number }
# The stocks table's columns (lower case, small), then the catnip's state.
cf-ui-cream = cream
cf-ui-blockers = blockers
cf-ui-catnip = catnip
cf-ui-catnip-used = used
cf-ui-catnip-ready = ready
# $name: the player; $values: their creams' values, with commas between them.
cf-ui-own-creams = { $name }'s creams: { $values } (only you see these)
cf-ui-sight = Show every cat's line of sight
cf-ui-sight-more = Or hover a cat's square
cf-ui-fight-dice = Fight dice
cf-ui-lost = You lost the roll!
cf-ui-lost-more = Give up a cream to force a reroll, or leave the board.
# $value: the cream's value.
cf-ui-sacrifice = Sacrifice a cream worth { $value }
cf-ui-accept-defeat = Accept defeat
cf-ui-won = You won the fight! Turn to face:
cf-ui-acted = Your cat has acted.
cf-ui-acted-more = Click a glowing square to drop your catnip now (every cat that can see it rushes there), or end your turn and keep it.
cf-ui-end-turn = End turn
cf-ui-which-way = Which way will your cat face on { $square }?
cf-ui-cancel = Cancel
cf-ui-enter = Your cat is off the board: click a glowing blue square to enter.
# The three modes, side by side on one line (short), then what each does.
cf-ui-mode-move = Move
cf-ui-mode-blocker = Place blocker
cf-ui-mode-catnip = Catnip
cf-ui-mode-move-more = Click a glowing square to move there (onto a cat: a catfight).
cf-ui-mode-blocker-more = Click a square for a blocker (never on blue). Then move, sip or turn in place.
cf-ui-mode-catnip-more = Click a square for your catnip: every cat that can see it rushes there.
cf-ui-sip = Sip cream
cf-ui-turn-only = Your cat cannot move: turn it where it stands.
cf-ui-turn-instead = Or stay put and turn your cat:
cf-ui-wait = Wait a turn

## The replay window (narrow)

replay-title = Replay
# What is being watched: $game, the game's name.
replay-title-just-now = { $game }, just now
replay-title-so-far = { $game } so far
# $error: why (in English for now).
replay-cannot-watch = This game cannot be watched: { $error }
replay-game-unknown = { $game } cannot be watched in this version of Mogland
replay-start-more = The deal
replay-back-more = One action back
# After a sign (▶, ⏸).
replay-play = Play
replay-pause = Pause
replay-forward-more = One action on
replay-end-more = The end
# Where the replay is: action $at of $total, at $place (replay-at-deal, -tick or -action).
replay-position = Action { $at } of { $total } · { $place }
replay-at-deal = the deal
# $clock: the game's clock ("turn", "round"), $tick: its number.
replay-at-tick = { $clock } { $tick }
# $number: the action's number.
replay-at-action = action { $number }
replay-speed = Speed
# After the speed's number.
replay-per-second = actions/s
replay-seen-by = Seen by
replay-side-public = Anyone at the table (no hands)
# $name: the player whose side it is.
replay-side-seat = { $name }'s side
replay-under-way = The game is under way: no player's hidden cards are shown (yours only when you are the one player at this screen).
# $clock: the game's clock ("turn", "round").
replay-go-to = Go to a { $clock }, or an action
# A heading in the list of actions.
replay-tick = — { $clock } { $tick } —
# A line of the list: the action's $number, who took it ($name), and the log's $line for it.
replay-step = { $number }. { $name }: { $line }
replay-close = Close
replay-close-history = Close (back to the history)
replay-close-game = Close (back to your game)

## The board's view controls (a small tag in the board's corner)

camera-reset = Reset view
camera-reset-more = Put the board back as it was (R or Home)
camera-keys = Right-drag: turn · Wheel: zoom · R: reset

## Notices: what went wrong, on the next screen ($error: the problem, sometimes in the words
## of the system or the network)

notice-table-could-not-open = The table could not open: { $error }
notice-table-could-not-start = The table could not start: { $error }
notice-not-playable = { $game } cannot be played in this version of Mogland
notice-nothing-to-continue = There is no unfinished game to continue
notice-autosave-failed = Autosave failed: { $error }
notice-not-kept = This game could not be kept in the history: { $error }
notice-no-tutorial = { $game } has no tutorial in this version of Mogland
notice-tutorial-step = The tutorial's next step cannot be used: { $error }
# $file: the certificate named by MOGLAND_RELAY_CA.
settings-relay-ca-unreadable = cannot read the relay's certificate { $file }: { $error }
# A line of the table's chat: who said it, and what.
chat-line = { $name }: { $text }

## Cat Attack's table: the side panel (narrow), the hand, the popups over the board and the
## board's labels. Card names ("Cat 3", "Speedy Cat") and space names come as they are ($card,
## $space); $name is a player; $critter is bird or mouse, $suit cat, bird or mouse, and $shop
## fishmonger, dairy, corner-shop or vet (as in cat-attack.ftl).

ca-ui-last-curiosity = Last Curiosity card
ca-ui-draws-curiosity = { $name } draws a Curiosity card
# The pieces the player may pick, in a row of choices.
ca-ui-pick-cat = your cat
ca-ui-pick-roof = { $critter ->
    [bird] a bird from the bird-house roof
   *[mouse] a mouse from the mouse-hole roof
}
ca-ui-pick-on = { $critter ->
    [bird] the bird on { $space }
   *[mouse] the mouse on { $space }
}
ca-ui-pick-in-larder = { $critter ->
    [bird] the bird in { $name }'s larder
   *[mouse] the mouse in { $name }'s larder
}
ca-ui-pick-larder = { $name }'s larder
# $number: the round's number.
ca-ui-round = Round { $number }
# Who started: a cat's roll in the last roll-off ($roll: the die), then $rolls: those, with
# commas between them.
ca-ui-first-roll = { $name } { $roll }
ca-ui-started = { $name } started: rolled highest ({ $rolls })
ca-ui-started-after-tie = { $name } started: won the roll-off after a tie ({ $rolls })
# $count: the cards in a player's hand.
ca-ui-hand-size = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ca-ui-retired = retired: its larder is up for grabs
ca-ui-lives-left = { $count ->
    [one] { $count } life left
   *[other] { $count } lives left
}
# A shop, in the shops' table and over the board.
ca-ui-shop = { $shop ->
    [fishmonger] The Fishmonger
    [dairy] The Dairy
    [corner-shop] The Corner Shop
   *[vet] The Vet
}
ca-ui-shop-open = open
ca-ui-shop-closed = closed
# $count: the items still on the shop's roof.
ca-ui-shop-stock = { $count } left
ca-ui-play-card = Play a Mog card: click it in your hand.
ca-ui-discard-card = None of your cards can be played: click one to discard it.
ca-ui-six-cat = Lay out a Six Cat of { $critter ->
    [bird] birds
   *[mouse] mice
}
ca-ui-six-cat-more = { $critter ->
    [bird] Six Bird cards: magic a bird out of another cat's larder and move it six spaces
   *[mouse] Six Mouse cards: magic a mouse out of another cat's larder and move it six spaces
}
ca-ui-roll-and-move = Roll the die and move your cat.
ca-ui-roll = Roll the die
# $count: the spaces to move.
ca-ui-move-cat = Move your cat exactly { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}: drag it to a glowing space, or click one.
ca-ui-move-critter = { $critter ->
    [bird] Move a bird exactly { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }: drag a glowing bird (on the board, or waiting on the bird-house roof) to a glowing space.
   *[mouse] Move a mouse exactly { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }: drag a glowing mouse (on the board, or waiting on the mouse-hole roof) to a glowing space.
}
ca-ui-pounce = Cat Attack: click (or drag your cat onto) a glowing cat, bird or mouse.
ca-ui-burgle = Cat Burglar: click (or drag your cat onto) a glowing paw-print or Home.
ca-ui-six-cat-pick = Six Cat: pick the larder the { $critter ->
    [bird] bird
   *[mouse] mouse
} vanishes from (a glowing doormat), then where it goes.
ca-ui-which-way = More than one way leads there. Which way?
# A way there: its $number, and the $spaces it goes through (with commas between them).
ca-ui-via = { $number }. via { $spaces }
ca-ui-cancel = Cancel
ca-ui-or-choose = Or choose here:
ca-ui-raid = Raid? Take one item from { $name }'s larder, or take nothing:
# $food: what is taken, as in the rules' sentences (ca-food-…: "a tin of fish").
ca-ui-raid-take = Take { $food }: still in this garden when your turn ends, a raider loses two lives
ca-ui-take-nothing = Take nothing
ca-ui-take-nothing-more = Stealing is a choice: a cat that takes nothing risks no lives for it
ca-ui-swap = You see { $name }'s hand: take one card and give one back.
ca-ui-fight-discard = Cat fight: discard a { $suit ->
    [cat] Cat
    [bird] Bird
   *[mouse] Mouse
} card from your hand (picture cards cannot fight).
ca-ui-declare-fight = Or declare a cat fight on a cat within six spaces:
# Declaring a fight reads as a sentence round two drop-down lists, the player ($name) and the
# suit's cards (ca-ui-fight-suit): "Fight [Jeremy] in [Mouse cards] [Fight!]".
ca-ui-fight-target = Fight
ca-ui-fight-in = in
ca-ui-fight-suit = { $suit ->
    [cat] Cat cards
    [bird] Bird cards
   *[mouse] Mouse cards
}
ca-ui-fight-button = Fight!
ca-ui-hand = { $name }'s hand (only you see it)
ca-ui-their-hand = { $name }'s hand: only you see it
ca-ui-swap-take = Click the card you take.
ca-ui-swap-give = You take { $card }. Now click the card you give, in your hand below.
ca-ui-keep-hand = Keep my hand
ca-ui-take-another = Take another
# The fight's panel: "Cat fight", the attacker, "vs", the defender (each a label of its own),
# then the suit, each card played, and how it ends.
ca-ui-fight = Cat fight
ca-ui-versus = vs
ca-ui-fight-in-suit = in { $suit ->
    [cat] Cat
    [bird] Bird
   *[mouse] Mouse
} cards
ca-ui-fight-lost = { $name } cannot answer and loses
ca-ui-fight-to-answer = { $name } to answer…
# Beside the die: who rolled, and the roll ($value).
ca-ui-rolled = { $name } rolled { $value }
# Over the house of a cat out of the game.
ca-ui-house-retired = { $name } (retired)
# A suit card's caption; the Curiosity card's band.
ca-ui-suit = { $suit ->
    [cat] Cat
    [bird] Bird
   *[mouse] Mouse
}
ca-ui-curiosity = Curiosity
# A Mog card's hover text: its name, then what it does ($count: the spaces on it).
ca-ui-card-cat = { $card }: move your cat { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}, by exact count.
ca-ui-card-bird = { $card }: move any bird { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}. Birds jump over anything but never stop on a Home or on another critter. Also a suit for cat fights.
ca-ui-card-mouse = { $card }: move any mouse { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}. Mice jump over anything but never stop on a Home or on another critter. Also a suit for cat fights.
ca-ui-card-speedy-cat = { $card }: roll the die three times, moving after each roll, then take your normal roll.
ca-ui-card-cat-attack = { $card }: jump onto a cat, bird or mouse no more than six spaces away (a cat at Home is safe).
ca-ui-card-cat-burglar = { $card }: jump onto a shop's burglar paw-print (open or closed) and take its item, or onto a Home within six spaces and raid its larder. End your turn in that garden or Home and you lose a life.

## Grand Prrrrix's table: the side panel (narrow), the Race Order Layout's row of rooms, the
## spat panel and the board's labels. Cat names ("Brown Cat") and room names come as they are
## ($cat, $room); $name is a player.

# $name: who opens it; then what it held.
gp-ui-opens-present = { $name } opens the Present…
gp-ui-found-toy-mouse = The Toy Mouse
gp-ui-found-food-bowl = The Food Bowl
gp-ui-found-pillow = The Pillow
gp-ui-found-present = The Present card: your choice!
# The Turn Order card just turned: the cat it moves and its room.
gp-ui-turn-card-more = The Turn Order card: the { $cat } moves now. A cat starting its move in the { $room } moves one space more (2 free, 3 for 1, 4 for 3, 5 for 6).
# $number: the turn's number.
gp-ui-turn = Turn { $number }
gp-ui-cat-moves = The { $cat } moves
gp-ui-whose-cat = { $name }'s cat
gp-ui-room-bonus = It started in the { $room }: one space more this turn (2 free, 5 at most)
gp-ui-room-no-bonus = A cat starting its move in the { $room } would go one space further
gp-ui-room-no-bonus-more = The room on a Turn Order card gives its cat a bonus: starting the move there, it moves one space more than normal (2 spaces free, 3 for 1 energy, 4 for 3, 5 for 6).
# $count: the Turn Order cards left in the pile.
gp-ui-cards-to-come = { $count ->
    [one] { $count } card to come before the reshuffle
   *[other] { $count } cards to come before the reshuffle
}
gp-ui-click-square = Click a glowing square: the number is its energy cost.
gp-ui-click-cat = Click your cat (the { $cat }, your shape on its tag) to pick it up, then a glowing square.
# $moved of the $max spaces this turn, and the cat's $energy.
gp-ui-spaces-used = { $moved } of { $max } spaces used · { $energy } energy
gp-ui-stay-rest = Rest here (+3 energy next turn)
gp-ui-stay-play = Play with the Toy Mouse (take a coin)
gp-ui-stay-eat = Eat at the Food Bowl (+5 energy)
gp-ui-stay-open = Open the Present
gp-ui-stay-wait = Stay put
gp-ui-stay-stop = End the turn here
gp-ui-spat-hint = A cat beside yours (not diagonally) glows: click it, or a button, to spat it.
# The cat to spat ($cat) and its player ($name).
gp-ui-spat-here = Spat the { $cat } ({ $name }) where you stand
gp-ui-spat-more = Cats spat when one moves next to another: beside it, through an open side (not diagonally, not through a wall). Both add their bonuses and roll a die; the winner pushes the loser.
gp-ui-choose-hint = Cats beside yours (not diagonally) glow: spat them one at a time, in the order you like: click one, or a button.
gp-ui-spat = Spat the { $cat } ({ $name })
gp-ui-leave-them = Leave them be
gp-ui-retreat = { $name } attacks! Click a glowing square to retreat (1 energy), or:
gp-ui-stand = Stand and fight
gp-ui-bonus-hint = Choose your bonuses in the spat panel.
gp-ui-push-nowhere = { $name } has nowhere to be pushed.
gp-ui-carry-on = Carry on
gp-ui-push = You won! Click a glowing square to push { $name } there.
gp-ui-push-take = …and take the square it leaves
gp-ui-present = The Present card! What did you find?
gp-ui-find-toy-mouse = The Toy Mouse (a coin)
gp-ui-find-food-bowl = The Food Bowl (+5 energy)
gp-ui-find-pillow = The Pillow (+3 energy next turn)
gp-ui-find-passage = The secret passage home
# A cat's $energy, of at most $most, and the energy its rest brings next turn ($due).
gp-ui-energy-of = { $energy } energy of at most { $most }
gp-ui-energy = { $energy } energy
gp-ui-energy-due = { $energy } energy (+{ $due } due)
gp-ui-purr-more = A Purr card to spend in a spat (+2)
# The rooms a cat has $done, of the race's $rooms.
gp-ui-rooms = { $done }/{ $rooms } rooms
gp-ui-coin-more = A Toy Mouse coin: +1 in its next spat
gp-ui-resting = resting
gp-ui-ate = just ate
# A room card of the race: its place in the race ($number), its room, and the cat whose colour
# band it has.
gp-ui-race-card-more = Room { $number } of the race: the { $room }. End a turn there after the rooms before it. Its colour band is the { $cat }'s: a home room, +2 to that cat in a spat there.
gp-ui-home-stretch = …then home to your own cushion
# Over the board: the room the cat must end a turn in next.
gp-ui-next-room = Next: { $room }
# On the square under the pointer: $count spaces away, for $cost energy.
gp-ui-way = { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}, { $cost } energy
gp-ui-spat-title = Cat spat!
gp-ui-attacker = { $name } (attacker)
gp-ui-defender = { $name } (defender)
# A bonus a cat has without choosing it: +$plus, and what for ($bonus: a gp-bonus- label).
gp-ui-standing-bonus = +{ $plus } { $bonus }
gp-ui-purr-bonus = +2 Purr card
# +$plus bought for $energy energy.
gp-ui-energy-bonus = +{ $plus } for { $energy } energy
gp-ui-committed = committed
gp-ui-deciding = deciding…
gp-ui-in-all = +{ $plus } in all
# Between two rolls that tied.
gp-ui-tie = tie
# The spat's totals, the attacker's first, and the winning cat.
gp-ui-spat-result = { $attacker } against { $defender }: the { $cat } wins
gp-ui-your-bonuses = Your bonuses, before the dice:
gp-ui-spend-purr = Spend a Purr card (+2)
gp-ui-energy-slider = Energy:
gp-ui-commit = Commit
# A seat as the table names it: its cat, then its player.
gp-ui-seat = { $cat } ({ $name })

## Cat'astrophes' table: the line under the bar, the mischief scale, the punishment points,
## the seats round the table and the hand. $name is a player.

cx-ui-choose-card-first = Choose a card from your hand first, then the seat to put it in front of.
# A seat's punishment points, under its name.
cx-ui-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# $number: the round's number.
cx-ui-round = Round { $number }
cx-ui-draw-pile = Draw pile: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
cx-ui-first-player = First player: { $name }
cx-ui-revealing = Cards are revealed…
# Over the mischief scale.
cx-ui-mischief = Mischief
cx-ui-punishment = Punishment points
cx-ui-punishment-more = Lowest at the end wins. 20 ends the game.
# After a player's points: the cards in their hand.
cx-ui-in-hand = · { $count } in hand
cx-ui-all-bots = Every seat is a bot: sit back and watch (Escape for the menu).
cx-ui-hands-hidden = Hands stay hidden while another player acts.
cx-ui-hand = { $name }'s hand
# A button: draw $count cards (1 or 2).
cx-ui-draw = Draw { $count }
cx-ui-pass = Pass
cx-ui-pass-more = No card in hand and nothing left to draw
cx-ui-click-seat = Now click the seat to put it in front of (glowing seats may take it).
cx-ui-drag-card = Drag a card onto a seat, or click it, then the seat.
cx-ui-no-cards = No cards: you must draw
# The card kinds, at the foot of a card.
cx-ui-kind-mischief = Mischief
cx-ui-kind-trick = Trick
cx-ui-kind-cuddle = Cuddle
# A card's hover text ($value: the number on it).
cx-ui-card-mischief = Mischief { $value }: when revealed, pushes the mischief scale up { $value }. Landing on or crossing 10, 15 or 20 costs the cat it lies in front of 1, 2 or 3 punishment points. Still in your hand at the end, it costs you { $value }.
cx-ui-card-trick = Trick { $value }: pushes the mischief scale up { $value } like mischief, but tricks are resolved before every other card. Still in your hand at the end, it costs you { $value }.
cx-ui-card-cuddle = Cuddle { $value }: pulls the mischief scale down { $value }; going back below 15 or 10 forgives the cat it lies in front of 2 or 1 points.

# What `mogland` says when started from a terminal with no desktop to open its window on.
display-none = no display: the game opens a window, so it needs a desktop session (DISPLAY or WAYLAND_DISPLAY); without one, use `mogland simulate`, or run it under xvfb-run
# $display: the DISPLAY variable's value; $socket: the X server's socket file.
display-gone = no display: DISPLAY is { $display } but no X server answers there ({ $socket } is missing)
