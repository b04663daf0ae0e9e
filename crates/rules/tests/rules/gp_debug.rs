use crate::gp_support::*;
use mogland_rules::core::{Deadline, Game, GameRng};
use mogland_rules::games::grand_prrrrix::*;

#[test]
#[ignore]
fn debug_normal_game() {
    let setup = setup(3, 1);
    let mut sim = Sim::start(&setup).unwrap();
    let mut bots: Vec<_> = (0..3)
        .map(|_| GrandPrrrrix::bot(mogland_rules::core::BotLevel::Normal))
        .collect();
    let mut rng = GameRng::seeded(1);
    let m = mansion();
    for i in 0..400 {
        let Some(seat) = sim.to_act() else { break };
        let obs = sim.observation(seat);
        let s = state(&sim);
        let a = bots[seat.index()].choose(&obs, &mut rng, Deadline::none());
        let c = s.cat(seat);
        if i >= 360 {
            println!(
                "{i}: seat {} {:?} at {:?} {} e{} done{} goals {:?} legal {} -> {:?}",
                seat.0,
                c.kind,
                m.cell(c.at),
                m.describe(c.at),
                c.energy,
                c.done,
                s.goals(seat),
                obs.legal.len(),
                a
            );
        }
        sim.apply(seat, a).unwrap();
    }
}
