use mogland_rules::core::*;
use mogland_rules::games::catastrophes::*;
fn main() {
    let src = std::fs::read_to_string("/tmp/cdecks/D.ron").unwrap();
    let level = mogland_rules::levels::parse_level("D", &src).unwrap();
    let games: u64 = std::env::var("G")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let (mut rn, mut rh, mut rr, mut k) = (0.0, 0.0, 0.0, 0);
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
        let mut easy = EasyBot;
        while let Some(seat) = sim.to_act() {
            let obs = sim.observation(seat);
            let a = sim.bot_choice(seat, &mut normal);
            if obs.legal.len() > 1 {
                let truth = debug_truth(&sim.snapshot(), seat, &obs.legal, &obs);
                let h = sim.bot_choice(seat, &mut hard);
                let r = sim.bot_choice(seat, &mut easy);
                let top = truth.iter().map(|t| t.1).fold(f64::MIN, f64::max);
                let v = |x: CatastrophesAction| truth.iter().find(|t| t.0 == x).unwrap().1;
                rn += top - v(a);
                rh += top - v(h);
                rr += top - v(r);
                k += 1;
            }
            sim.apply(seat, a).unwrap();
        }
    }
    println!(
        "decisions {k}: mean regret normal {:.3} hard {:.3} easy {:.3}",
        rn / k as f64,
        rh / k as f64,
        rr / k as f64
    );
}
