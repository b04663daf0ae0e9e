//! The rule systems: apply an accepted action; once every seat has acted, reveal and resolve
//! the face-down cards; then end the round (and, when the pile ran out or a cat reached 20
//! punishment points, the game).

use super::actions::CatastrophesAction;
use super::components::{
    Cat, DrawPile, FirstPlayer, GameEnd, LastReveal, MischiefScale, Placed, RoundMove, RoundState,
    TableRules,
};
use super::events::{CatastrophesEvent, PunishReason};
use super::scoring;
use crate::core::{Accepted, GameRng, Revealed, RulesSchedule, RulesSet};
use bevy_app::App;
use bevy_ecs::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CatastrophesEvent>()
        .add_systems(
            RulesSchedule,
            apply_action
                .in_set(RulesSet::Apply)
                .run_if(resource_exists::<RoundState>),
        )
        .add_systems(
            RulesSchedule,
            (reveal_and_resolve, end_round)
                .chain()
                .in_set(RulesSet::Resolve)
                .run_if(round_complete),
        );
}

/// Every seat has acted this round and the game is not over yet.
fn round_complete(
    round: Option<Res<RoundState>>,
    rules: Option<Res<TableRules>>,
    end: Option<Res<GameEnd>>,
) -> bool {
    match (round, rules) {
        (Some(round), Some(rules)) => end.is_none() && round.acted() >= rules.seats as usize,
        _ => false,
    }
}

/// The cats in seat order.
fn by_seat<'a>(cats: impl Iterator<Item = Mut<'a, Cat>>) -> Vec<Mut<'a, Cat>> {
    let mut v: Vec<_> = cats.collect();
    v.sort_by_key(|c| c.seat);
    v
}

fn apply_action(
    mut accepted: MessageReader<Accepted<CatastrophesAction>>,
    mut cats: Query<&mut Cat>,
    mut pile: ResMut<DrawPile>,
    mut rng: ResMut<GameRng>,
    mut round: ResMut<RoundState>,
    mut revealed: ResMut<Revealed>,
    mut events: MessageWriter<CatastrophesEvent>,
) {
    for &Accepted { seat, action } in accepted.read() {
        let mut cats = by_seat(cats.iter_mut());
        match action {
            CatastrophesAction::Place { card, target } => {
                // The gate checked the card is in hand and the target's place is free.
                cats[seat.index()]
                    .hand
                    .take(&card)
                    .expect("the gate checked the card is in hand");
                cats[target.index()].face_down = Some(Placed { card, by: seat });
                round.moves.push(RoundMove::Placed { seat, target });
                events.write(CatastrophesEvent::CardPlaced { by: seat, target });
            }
            CatastrophesAction::Draw { count } => {
                // The drawer now knows cards it did not: no taking this back.
                revealed.0 = true;
                for _ in 0..count {
                    let card = pile
                        .0
                        .draw(&mut rng)
                        .expect("the gate checked the pile has the cards");
                    cats[seat.index()].hand.push(card);
                }
                round.moves.push(RoundMove::Drew { seat, count });
                events.write(CatastrophesEvent::CardsDrawn { seat, count });
            }
            CatastrophesAction::Pass => {
                round.moves.push(RoundMove::Passed { seat });
                events.write(CatastrophesEvent::Passed { seat });
            }
        }
    }
}

/// All cards are turned over at once, then resolved: tricks first, then mischief and cuddles,
/// each group clockwise from the first player, each card charged to the cat it lies before.
fn reveal_and_resolve(
    mut cats: Query<&mut Cat>,
    mut scale: ResMut<MischiefScale>,
    first: Res<FirstPlayer>,
    rules: Res<TableRules>,
    mut last: ResMut<LastReveal>,
    mut revealed: ResMut<Revealed>,
    mut events: MessageWriter<CatastrophesEvent>,
) {
    revealed.0 = true;
    let mut cats = by_seat(cats.iter_mut());
    let face_down: Vec<_> = cats.iter().map(|c| c.face_down).collect();
    let punishment: Vec<_> = cats.iter().map(|c| c.punishment).collect();
    let res = scoring::resolve(
        scale.0,
        &punishment,
        first.0,
        &face_down,
        rules.wild_cats,
        true,
    );
    for (cat, p) in cats.iter_mut().zip(&res.punishment) {
        cat.punishment = *p;
    }
    scale.0 = res.scale;
    events.write_batch(res.events.iter().cloned());
    last.0 = res.events;
}

/// Played cards go to the discards; then either the game ends (the pile ran out or a cat
/// reached 20 points this round) or the first-player token passes clockwise.
#[allow(clippy::too_many_arguments)]
fn end_round(
    mut commands: Commands,
    mut cats: Query<&mut Cat>,
    mut pile: ResMut<DrawPile>,
    mut first: ResMut<FirstPlayer>,
    mut round: ResMut<RoundState>,
    rules: Res<TableRules>,
    mut last: ResMut<LastReveal>,
    mut events: MessageWriter<CatastrophesEvent>,
) {
    let n = rules.seats as usize;
    let mut cats = by_seat(cats.iter_mut());
    for seat in first.0.clockwise(n) {
        if let Some(placed) = cats[seat.index()].face_down.take() {
            pile.0.discard(placed.card);
        }
    }
    // A cat's points move at most once a round (one card lies before it), so having 20 now is
    // having reached 20 during this round.
    let by_points = cats
        .iter()
        .any(|c| c.punishment >= scoring::GAME_END_POINTS);
    let by_empty_pile = pile.0.draw.is_empty();
    let mut steps = Vec::new();
    if !(by_points || by_empty_pile) {
        first.0 = first.0.next(n);
        steps.push(CatastrophesEvent::RoundEnded {
            round: round.round,
            next_first_player: first.0,
        });
        round.round += 1;
        round.moves.clear();
    } else {
        steps.push(CatastrophesEvent::RoundEnded {
            round: round.round,
            next_first_player: first.0,
        });
        // Final count: mischief and trick cards left in hand add their value; cuddles nothing.
        let mut hand_points = Vec::with_capacity(n);
        for cat in cats.iter_mut() {
            let points: u32 = cat.hand.0.iter().map(|c| c.hand_points()).sum();
            hand_points.push(points);
            if points > 0 {
                cat.punishment += points;
                steps.push(CatastrophesEvent::Punished {
                    seat: cat.seat,
                    delta: points as i32,
                    total: cat.punishment,
                    reason: PunishReason::CardsInHand,
                });
            }
        }
        let punishment: Vec<u32> = cats.iter().map(|c| c.punishment).collect();
        let hand_sizes: Vec<usize> = cats.iter().map(|c| c.hand.len()).collect();
        let (winners, tie_broken) = scoring::winners(&punishment, &hand_sizes);
        steps.push(CatastrophesEvent::GameEnded {
            by_points,
            by_empty_pile,
            winners: winners.clone(),
        });
        commands.insert_resource(GameEnd {
            by_points,
            by_empty_pile,
            hand_points,
            winners,
            tie_broken,
        });
    }
    events.write_batch(steps.iter().cloned());
    last.0.extend(steps);
}
