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
