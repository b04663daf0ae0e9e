# An online table: the host's refusals, its news, how a connection ended, the invite and this
# machine's key. $name is a player's name, $game a game's (as published), $why a detail in
# the words of the network or the system (English).

net-rule-table = At an online table, the host decides who acts for which seat
net-refused-too-many = too many messages: this one was dropped
net-refused-watching = you are watching this table: you hold no seat
net-refused-not-started = the game has not started
net-refused-not-your-seat = seat { $seat } is not yours
net-refused-not-an-action = the host could not read it as an action of this game ({ $why })

## Why the host turns a machine away

net-refused-invite = This invite is not this table's, or the host has made a new one since: ask them for the current invite
# $ours: the host's rules version of $game; $theirs: the guest's.
net-refused-rules-version = This table plays { $game } rules version { $ours } and you have version { $theirs }: both must have the same rules
net-refused-cannot-play-yours = Your Mogland cannot play { $game }
net-refused-cannot-play-host = This host cannot play { $game }
net-refused-no-watchers = This table does not allow watchers
net-refused-started = The game has started and this machine holds no seat at it
net-refused-name-taken = Someone called { $name } is already at this table: pick another name
net-refused-kicked = The host asked you to leave the table

## The host's news (its lobby and chat window, the console of mogland serve)

# $count: the actions played so far.
net-news-resumed = The game of { $game } is back after { $count ->
    [one] { $count } action
   *[other] { $count } actions
}: waiting for its players
net-news-new-invite = A new invite: the one given before no longer lets anyone in
net-news-released = { $name }'s seats go to the next machine that joins as { $name }
# $renamed: the bot's new name.
net-news-bot-renamed = The bot called { $name } is now { $renamed }
net-news-begins = The game of { $game } begins
net-news-could-not-start = The table could not start: { $why }
net-news-kicked = { $name } was asked to leave
net-news-sits = { $name } sits in seat { $seat }
net-news-takes-back = { $name } takes back their last action
# $text: what they said.
net-news-says = { $name } says: { $text }
# $why: why the host refused them.
net-news-refused = Refused { $name }: { $why }
net-news-watches-again = { $name } watches again
net-news-back = { $name } is back
net-news-watches = { $name } watches the table
net-news-joins = { $name } joins the table
net-news-stops-watching = { $name } stops watching
net-news-left = { $name } left
net-news-away = { $name } is away: the table waits

## The table's chat

# The table's own line, in every player's chat.
net-chat-watching = { $name } is watching
# The quick phrases, sent with a click: each player reads them in their own language.
net-chat-good-game = good game
net-chat-your-turn = your turn
net-chat-one-moment = one moment
net-chat-well-played = well played

## How a guest's time at a table ended

net-end-host-left = The host left the table; it is saved on their machine: when they open it again, join with their invite from this machine (your seat is kept for it).
net-end-host-closed = The host closed the table (they left, or the connection was lost).
net-end-host-gone = The host went away before you were seated (they left, or the connection was lost).
net-end-cannot-play = This Mogland cannot play { $game }
net-end-full = Every seat at this table is taken
net-end-check-failed = The game ended but the table shown here was not the host's: { $why }
net-end-no-answer = No table answered: check the invite, and ask the host whether their table is still open
net-end-never-answered = The table let this machine in but never answered: it may be busy or full; try again in a moment
net-conn-closed = the connection was closed
net-conn-timed-out = the other machine stopped answering
net-conn-lost = the connection was lost ({ $why })
net-conn-unreachable = Could not reach the table: { $why }

## The invite, and this machine's key ($file: where the key is kept)

net-invite-empty = paste the invite the host gave you (it starts with mogland-)
net-invite-not-one = this is not a Mogland invite: an invite starts with mogland-
net-invite-cut = this invite is cut short or mistyped: copy it again, whole
net-invite-other-version = this invite comes from another version of Mogland
net-key-not-one = { $file } is not a Mogland key ({ $why }): move it away to make a new one (the seats this machine holds at tables under way will then need the host to give them back)
net-key-cannot-keep = cannot keep this machine's key in { $file }: { $why }
net-key-cannot-read = cannot read { $file }: { $why }

## Starting this machine's network ($port: a port number; $address: what was written)

net-relay-not-one = { $address } is not a relay's address ({ $why }): write it like https://relay.example.org
net-cannot-start = cannot start the network: { $why }
net-cannot-listen = cannot listen on port { $port }: { $why }
net-cannot-open = cannot open the network (port { $port }): { $why }
