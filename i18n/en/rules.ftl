# The kernel's messages, shared by every game: whose turn it is, undo, a guided game.
# Each game's own messages are in its file beside this one.

rule-game-over = The game is over
refused-game-over = no more actions can be taken
rule-answer-once = Only the players asked may answer, each once
refused-not-among-asked = { $count ->
    [one] { $who } is not the one asked: { $asked } is
   *[other] { $who } is not among those still to answer ({ $asked })
}
rule-act-in-turn = Players act in turn
refused-not-your-turn = { $count ->
    [one] it is { $asked }'s decision, not { $who }'s
   *[other] it is for { $asked } to decide, not { $who }
}
rule-tutorial-one-move = Learn to play: the table asks for one move at each step
refused-try-the-glowing-one = try the glowing one: { $action }

rule-undo = You may take back your own actions until something hidden is revealed, a die is rolled or another player acts
refused-undo-nothing-yours = there is nothing of yours to take back
refused-undo-no-table = there is no table
refused-undo-nothing = there is nothing to take back
refused-undo-another-acted = another player has acted since your last action
refused-undo-sealed = your last action revealed something or rolled a die: it stands
refused-undo-replay = the replay was refused: { $why }

# What the game-over charts count along the bottom, for a game with no rounds or turns.
clock-action = action

## A save refused: damaged, or from rules that no longer replay it ($why: what is wrong,
## sometimes in the words of the file's reader, English; $file and $kept: files)

save-damaged = the save is damaged: { $why }
save-unusable = the save cannot be used: { $why }
save-not-text = it is not readable text
save-why-not-over = its game is not over yet
# $game: the game the save holds; $ours: the game it was opened as.
save-why-other-game = it holds a game of { $game }, not { $ours }
# $theirs: the rules version the save was played under; $ours: this Mogland's.
save-why-rules-version = it was played under { $game } rules version { $theirs } and this Mogland plays version { $ours }, so it would not replay as the same game
# $problem: what the level's check found (English); $at: where in the level.
save-why-level = the level it was played on does not pass this Mogland's checks: { $problem } (at `{ $at }`)
save-why-cannot-deal = its table cannot be dealt under these rules: { $why }
# $number: the action's place in the log; $detail and $rule: the refusal.
save-why-refused = its moves no longer replay under these rules: action { $number } of the log was refused on replay: { $detail } (rule: { $rule })
save-why-digest = replaying its { $count ->
    [one] { $count } move reaches
   *[other] { $count } moves reaches
} another table than the one it recorded (the rules changed since it was written)
# $format: what the file says it is.
save-why-not-a-save = it is a "{ $format }" file, not a Mogland save
save-why-format = it was written by save format { $theirs } and this Mogland reads format { $ours }
save-refused = { $file } was refused ({ $why }); it was kept as { $kept }
save-refused-not-moved = { $file } was refused ({ $why }); moving it aside failed: { $error }
