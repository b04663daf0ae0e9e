//! Files an earlier Mogland wrote still open: for each game, a save of a game under way and a
//! kept finished game, written by the game itself (`tests/rules/files/`, made on 2026-12-06 by
//! `mogland play` and `mogland screenshot --instant`, left as they were written). A change to
//! how a table is held must keep them replaying to the state their digest recorded, or convert
//! them. Only a new rules version may refuse them (as it refuses every save made under the old
//! rules): that change writes these files again.

use bevy_app::App;
use mogland_rules::core::GameRules;
use mogland_rules::core::save::{peek_game, read_head};
use mogland_rules::games::GAMES;

fn file(game: &dyn GameRules, kind: &str) -> String {
    let path = format!(
        "{}/tests/rules/files/{}.{kind}.ron",
        env!("CARGO_MANIFEST_DIR"),
        game.info().id.as_str()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_save_of_each_game_written_earlier_resumes_where_it_was() {
    for game in GAMES.iter().copied() {
        let name = game.info().name;
        let text = file(game, "save");
        assert_eq!(peek_game(&text).unwrap(), game.info().id, "{name}");
        let (head, actions) = read_head(&text).unwrap();
        assert!(
            head.kept.is_none() && actions > 0,
            "{name}: a game under way"
        );
        // What "Continue" does: the actions replayed to the digest the save recorded.
        let mut app = App::empty();
        game.add_rules(&mut app);
        let world = app.world_mut();
        game.resume(world, &text)
            .unwrap_or_else(|e| panic!("{name}: {:?}", e.text()));
        assert_eq!(game.actions_taken(world), actions, "{name}");
        assert!(game.outcome(world).is_none(), "{name}: still under way");
    }
}

#[test]
fn a_kept_game_of_each_game_written_earlier_plays_back_to_the_result_it_kept() {
    for game in GAMES.iter().copied() {
        let name = game.info().name;
        let text = file(game, "kept");
        let (head, actions) = read_head(&text).unwrap();
        let kept = head.kept.unwrap_or_else(|| panic!("{name}: a kept game"));
        // What the history's "Watch" does: checked to its digest, then watched to the end.
        let mut track = game
            .open_replay(&text)
            .unwrap_or_else(|e| panic!("{name}: {:?}", e.text()));
        assert_eq!(track.steps().len(), actions, "{name}");
        track.seek(actions);
        let outcome = track.outcome().unwrap_or_else(|| panic!("{name}: over"));
        assert_eq!(outcome.winners, kept.winners, "{name}");
        assert_eq!(outcome.scores, kept.scores, "{name}");
    }
}
