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
