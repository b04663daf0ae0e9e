//! Here, Kitty, Kitty! at the app's table, headless: the menu offers it, bots play a whole game
//! through the view's playback, the cats the view shows are where the rules put them every
//! time the playback settles, and the game-over screen gets the scoring sheet.

use crate::screens::all_bots;
use mogland::app::Go;
use mogland::app::playing::FinishedTable;
use mogland::app::setup::SetupForm;
use mogland::states::Screen;
use mogland_rules::games::here_kitty_kitty::INFO;

#[test]
fn the_menu_offers_here_kitty_kitty_as_playable() {
    assert!(mogland::games::playable().any(|g| g.info().id == INFO.id));
    assert!(mogland::games::rules_page(INFO.id).contains("Land on Your Feet"));
}

#[test]
fn bots_play_to_game_over_and_the_shown_cats_always_match_the_rules() {
    let mut t = crate::common::app();
    all_bots(&mut t, 5);
    {
        let mut form = t.world_mut().resource_mut::<SetupForm>();
        form.game = INFO.id;
        form.fit_seats();
        while form.seats.len() < 4 {
            form.add_seat();
        }
        for s in &mut form.seats {
            s.kind = mogland_rules::core::SeatKind::Bot(mogland_rules::core::BotLevel::Easy);
        }
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    let frames = t.until(
        |w| *w.resource::<bevy::prelude::State<Screen>>().get() == Screen::GameOver,
        60_000,
    );
    let drift = &t
        .world()
        .resource::<mogland::games::here_kitty_kitty::Show>()
        .drift;
    assert!(drift.is_empty(), "the view lost track of cats: {drift:?}");
    let done = t.world().resource::<FinishedTable>();
    assert_eq!(
        done.sheet.len(),
        15,
        "the rulebook's rows, the Yard's and the total"
    );
    let total = &done.sheet.last().unwrap().1;
    assert_eq!(
        total, &done.outcome.scores,
        "the sheet's total is the score"
    );
    assert!(
        frames > 100,
        "the game was played back, not skipped ({frames} frames)"
    );
}

/// Plays a table of one human (seat 1, taking its first legal action on its turns and letting
/// a window that concerns it go) and two bots, with the lone human's "ask me only about cards
/// played on me" set to `only`. Counts the windows the human could have answered with a card
/// but which did not concern it: how many opened (seen while the view still played the card
/// back, or after), how many were put to the human once the view was ready, and the most
/// frames one of them waited for the human there.
fn windows_not_mine(only: bool) -> (usize, usize, usize) {
    use bevy::prelude::State;
    use mogland::games::here_kitty_kitty::OnlyMine;
    use mogland::session::{ActiveTable, TableTurn, ViewBusy};
    use mogland_rules::core::{Act, BotLevel, Game, SeatId, SeatKind};
    use mogland_rules::games::here_kitty_kitty::{HereKittyKitty, HereKittyKittyAction, Step};
    let mut t = crate::common::app();
    // A deal that gives the human a Catnap early.
    all_bots(&mut t, 7);
    {
        let mut form = t.world_mut().resource_mut::<SetupForm>();
        form.game = INFO.id;
        form.fit_seats();
        while form.seats.len() < 3 {
            form.add_seat();
        }
        for (i, s) in form.seats.iter_mut().enumerate() {
            s.kind = if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot(BotLevel::Easy)
            };
        }
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    t.world_mut().resource_mut::<OnlyMine>().0 = only;
    // Bots between turns and the playback at their quickest: the game moves in real time.
    t.world_mut()
        .resource_mut::<mogland::settings::Settings>()
        .animation_speed = 10.0;
    let me = SeatId(0);
    let mut opened = std::collections::BTreeSet::new();
    let (mut asked, mut longest, mut waited) = (0, 0, 0);
    let mut last_asked = None;
    for _ in 0..40_000 {
        t.app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        let w = t.world();
        if *w.resource::<State<Screen>>().get() != Screen::Playing || opened.len() >= 4 {
            break;
        }
        let turn = w.resource::<TableTurn>();
        if !turn.my_decision() {
            continue;
        }
        let busy = w.resource::<ViewBusy>().0;
        let obs = HereKittyKitty::observation(w, Some(me));
        let id = w.resource::<ActiveTable>().rules.actions_taken(w);
        let action = match obs.steps.last() {
            Some(Step::Window { kind, .. }) if !kind.concerns(me) && obs.legal.len() > 1 => {
                opened.insert(id);
                if busy {
                    continue;
                }
                if last_asked != Some(id) {
                    asked += 1;
                    waited = 0;
                    last_asked = Some(id);
                }
                waited += 1;
                longest = longest.max(waited);
                // Asked: let it go after a while, as a player would.
                if waited < 20 {
                    continue;
                }
                HereKittyKittyAction::Pass
            }
            _ if busy => continue,
            Some(Step::Window { .. }) => HereKittyKittyAction::Pass,
            _ => obs.legal[0].clone(),
        };
        t.world_mut().write_message(Act { seat: me, action });
    }
    (opened.len(), asked, longest)
}

#[test]
fn a_lone_human_may_be_asked_only_about_cards_played_on_them() {
    // The table lets each go by the frame after the view is ready: never a prompt to answer.
    let (opened, _, longest) = windows_not_mine(true);
    assert!(opened > 0, "no rival's card elsewhere met a block in hand");
    assert!(
        longest <= 1,
        "{opened} such windows, one stood {longest} frames"
    );
    // Without the choice, the same windows ask the human.
    let (opened, asked, longest) = windows_not_mine(false);
    assert!(
        opened > 0 && asked == opened && longest >= 20,
        "{opened} opened, {asked} asked, the longest {longest} frames"
    );
}
