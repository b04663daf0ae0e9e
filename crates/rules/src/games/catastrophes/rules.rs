//! The rules as the table runs them: the [`Engine`] carries out the accepted action on the
//! table's [`State`], then, once every seat has acted, the round's reveal and end, keeping the
//! reveal's events in [`State::last_reveal`]; the pieces are then drawn from the state
//! ([`super::face`]).

use super::Catastrophes;
use super::actions::CatastrophesAction;
use super::engine::{Engine, State};
use super::events::CatastrophesEvent;
use super::face::Face;
use crate::core::table::{Played, Recorder, TableGame};
use crate::core::{Accepted, GameRng};

impl TableGame for Catastrophes {
    type Face = Face;

    fn play(
        s: &mut State,
        rng: &mut GameRng,
        accepted: Vec<Accepted<CatastrophesAction>>,
    ) -> Played<CatastrophesEvent> {
        let mut e = Engine::new(s, rng, Recorder::keeping());
        for Accepted { seat, action } in accepted {
            e.apply(seat, action);
        }
        let reveal_from = e.events.len();
        let resolved = e.settle();
        let (events, revealed) = (e.events.take(), e.revealed);
        if resolved {
            s.last_reveal = events[reveal_from..].to_vec();
        }
        Played { events, revealed }
    }

    /// Every seat has acted this round and the game is not over yet: a table restored so is
    /// resolved on the next run of the rules, with no action.
    fn due(s: &State) -> bool {
        s.end.is_none() && s.round.acted() >= s.seats()
    }
}
