use mogland_rules::core::*;
use mogland_rules::games::catastrophes::*;
fn main() {
    let src = std::fs::read_to_string("/tmp/cdecks/D.ron").unwrap();
    let level = mogland_rules::levels::parse_level("D", &src).unwrap();
    let games: u64 = std::env::var("G")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let cheat = std::env::var("CH").is_ok();
    let mut wins = [0.0; 2];
    for seed in 0..games {
        let setup = TableSetup {
            game: GameId::Catastrophes,
            seats: (0..4)
                .map(|i| SeatSetup {
                    name: format!("S{i}"),
                    colour: [0, 0, 0],
                    kind: SeatKind::Bot(BotLevel::Normal),
                })
                .collect(),
            variants: vec![],
            seed,
            level: level.clone(),
        };
        let mut sim = GameSim::<Catastrophes>::start(&setup).unwrap();
        let mut normal = NormalBot::default();
        let mut hard = HardBot::default();
        let rot = (seed % 2) as usize;
        while let Some(seat) = sim.to_act() {
            let is_hard = (seat.index() + rot) % 2 == 0;
            let a = if is_hard {
                if cheat {
                    let mut snap = sim.snapshot();
                    snap.log.clear();
                    CHEAT.with(|c| *c.borrow_mut() = Some(snap));
                }
                sim.bot_choice(seat, &mut hard)
            } else {
                sim.bot_choice(seat, &mut normal)
            };
            sim.apply(seat, a).unwrap();
        }
        let o = sim.outcome().unwrap();
        for w in &o.winners {
            wins[((w.index() + rot) % 2 != 0) as usize] += 1.0 / o.winners.len() as f64;
        }
    }
    println!(
        "hard {:.1}% normal {:.1}%",
        100.0 * wins[0] / games as f64,
        100.0 * wins[1] / games as f64
    );
}
