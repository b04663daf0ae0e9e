//! Expert: information-set Monte Carlo tree search, single observer (Cowling, Powley and
//! Whitehouse, "Information Set Monte Carlo Tree Search", 2012), on the game's rules on plain
//! data ([`Search`]).
//!
//! One tree over what the bot's seat knows. Every iteration deals a table consistent with its
//! observation ([`Search::sample`], never the true deal), walks the tree through the actions
//! legal on that table (UCB1 over availability counts), adds one action, plays on by the
//! game's playout policy ([`Search::playout`]: at random unless the game has a cheap one) to
//! the end or for `depth` actions, and scores the table ([`Search::result`], else
//! [`Search::estimate`]); every node keeps the share of the win of the seat that chose it.
//! Where the game scores actions ([`Search::prior`]: its Normal bot's scores), a node weighs
//! only its best few at first and widens as it is visited (progressive widening), so the
//! iterations are not spread over every blocker square or every path to the same space.
//! Where the playout policy is a good player, a node below the root grows only once it has
//! been visited [`Search::EXPAND_AFTER`] times; where a move hides a card from the other seats,
//! the tree knows another seat's move only as its own seat sees it ([`Search::seen`]).
//! It searches until its deadline on every core (the window keeps one for drawing), one tree
//! per core, and answers with the action tried most over all trees. Without a deadline it
//! runs a fixed number of iterations per tree, so its answer depends only on the observation
//! and its generator.

use crate::core::search::Search;
use crate::core::{Bot, Deadline, GameRng, Observe, SeatId};
use std::time::{Duration, Instant};

pub struct ExpertBot<G: Search> {
    /// Random actions played after the tree before the table is scored.
    pub depth: usize,
    /// Trees searched side by side (0: [`crate::core::BotLevel::expert_threads`]).
    pub threads: usize,
    /// Iterations per tree when there is no deadline (tests, permutation checks).
    pub iterations: u32,
    /// UCB1's exploration constant (rewards are shares of a win, 0..1).
    pub explore: f64,
    /// Visits a node below the root needs before it grows children
    /// ([`Search::EXPAND_AFTER`]).
    pub expand_after: u32,
    /// What the last decision did, for the bench and the docs.
    pub last: Option<Effort>,
    _game: std::marker::PhantomData<fn() -> G>,
}

/// How much searching a decision took.
#[derive(Clone, Copy, Debug, Default)]
pub struct Effort {
    pub iterations: u64,
    /// Nodes in all trees, the roots included.
    pub nodes: u64,
    pub threads: usize,
    pub took: Duration,
}

impl<G: Search> ExpertBot<G> {
    pub fn new(depth: usize) -> Self {
        Self {
            depth,
            threads: 0,
            iterations: 2_000,
            explore: 0.7,
            expand_after: G::EXPAND_AFTER,
            last: None,
            _game: std::marker::PhantomData,
        }
    }
}

impl<G: Search> Bot<G> for ExpertBot<G> {
    fn choose(&mut self, obs: &G::Observation, rng: &mut GameRng, deadline: Deadline) -> G::Action {
        let legal = obs.legal();
        assert!(
            !legal.is_empty(),
            "a bot was asked to act with no legal action"
        );
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let me = G::observer(obs).expect("a bot has a seat");
        let threads = match self.threads {
            0 => crate::core::BotLevel::expert_threads(),
            n => n,
        };
        let budget = if deadline.is_none() {
            self.iterations
        } else {
            u32::MAX
        };
        let seeds: Vec<u64> = (0..threads).map(|_| rng.next_u64()).collect();
        let t = Instant::now();
        let trees: Vec<(Vec<(G::Action, u32, f64)>, u32, usize)> = std::thread::scope(|scope| {
            let handles: Vec<_> = seeds
                .iter()
                .map(|&seed| {
                    let bot = &*self;
                    scope.spawn(move || bot.search(obs, me, seed, budget, deadline))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a search thread finished"))
                .collect()
        });
        // Visits and wins over all trees, in the order the actions are listed.
        let mut visits = vec![0u64; legal.len()];
        let mut wins = vec![0.0; legal.len()];
        let (mut iterations, mut nodes) = (0, 0);
        for (roots, n, size) in &trees {
            iterations += u64::from(*n);
            nodes += *size as u64;
            for (a, v, w) in roots {
                if let Some(i) = legal.iter().position(|l| l == a) {
                    visits[i] += u64::from(*v);
                    wins[i] += w;
                }
            }
        }
        self.last = Some(Effort {
            iterations,
            nodes,
            threads,
            took: t.elapsed(),
        });
        let mean = |i: usize| wins[i] / visits[i].max(1) as f64;
        let best = (0..legal.len())
            .max_by(|&a, &b| {
                visits[a]
                    .cmp(&visits[b])
                    .then(mean(a).total_cmp(&mean(b)))
                    .then(b.cmp(&a))
            })
            .expect("legal actions");
        legal[best].clone()
    }
}

/// A node of the tree: the action that led to it, the seat that took it, how often it was
/// chosen and how often it could have been (its availability), and the seat's winnings.
struct Node<A> {
    action: Option<A>,
    seat: SeatId,
    children: Vec<u32>,
    visits: u32,
    avail: u32,
    wins: f64,
}

impl<G: Search> ExpertBot<G> {
    /// One tree: iterations until `budget` or the deadline. Returns the root's children as
    /// (action, visits, wins), the iterations run and the tree's size.
    fn search(
        &self,
        obs: &G::Observation,
        me: SeatId,
        seed: u64,
        budget: u32,
        deadline: Deadline,
    ) -> (Vec<(G::Action, u32, f64)>, u32, usize) {
        let mut rng = GameRng::seeded(seed);
        let mut nodes: Vec<Node<G::Action>> = vec![Node {
            action: None,
            seat: me,
            children: Vec::new(),
            visits: 0,
            avail: 0,
            wins: 0.0,
        }];
        let first = G::sample(obs, &mut rng);
        let seats = G::seats(&first);
        let mut policy = G::policy(obs, &first);
        let mut legal = Vec::new();
        let (mut prior, mut order, mut untried) = (Vec::new(), Vec::new(), Vec::new());
        let mut moves = SeenMoves::<G>::default();
        let mut path: Vec<u32> = Vec::new();
        let mut shares = vec![0.0; seats];
        // Tries, and those that reached the tree (a deal on which the window closed before
        // this seat was asked is dropped).
        let (mut tries, mut n) = (0u32, 0u32);
        while tries < budget && !(tries > 0 && deadline.passed()) {
            tries += 1;
            let mut d = G::sample(obs, &mut rng);
            // In a window that asks others before this seat, they answer first (by the
            // playout policy: their hands are a guess).
            let mut ready = true;
            for _ in 0..64 {
                match G::asked(&d) {
                    Some(s) if s == me => break,
                    Some(s) => {
                        G::legal(&d, s, &mut legal);
                        let a = legal[G::playout(&mut policy, &d, s, &legal, &mut rng)].clone();
                        G::step(&mut d, s, &a, &mut rng);
                    }
                    None => {
                        ready = false;
                        break;
                    }
                }
            }
            if !ready || G::asked(&d) != Some(me) {
                continue;
            }
            n += 1;
            path.clear();
            path.push(0);
            let mut at = 0usize;
            // Down the tree through the actions legal on this deal, adding the first untried.
            while let Some(seat) = G::asked(&d) {
                // A node grows children only once it has been visited often enough that its
                // means tell them apart; until then the playout policy plays on from it.
                if at != 0 && nodes[at].visits < self.expand_after {
                    break;
                }
                G::legal(&d, seat, &mut legal);
                // Another seat's move that hides something from this one (a card laid face
                // down) is known to the tree only as this seat sees it (Cowling, Powley and
                // Whitehouse's partially observable moves): the node's children are those
                // views, and the card behind one is the playout policy's pick on the deal,
                // so nothing below it learns from what this seat cannot see.
                let hidden = moves.see(me, seat, &mut legal);
                // With a prior, only the best few by it are considered, more as the node is
                // visited more (progressive widening), and the untried are added best first;
                // without, every legal action, the untried added at random.
                order.clear();
                order.extend(0..legal.len());
                let widened = !hidden && G::prior(&mut policy, &d, seat, &legal, &mut prior);
                if widened {
                    order.sort_by(|&a, &b| prior[b].total_cmp(&prior[a]));
                    order.truncate(width(nodes[at].visits));
                }
                let tried = |i: usize, nodes: &[Node<G::Action>]| {
                    nodes[at].children.iter().any(|&c| {
                        let c = &nodes[c as usize];
                        c.seat == seat && c.action.as_ref() == Some(&legal[i])
                    })
                };
                untried.clear();
                untried.extend(order.iter().copied().filter(|&i| !tried(i, &nodes)));
                if !untried.is_empty() {
                    let pick = if widened {
                        untried[0]
                    } else {
                        untried[rng.below(untried.len())]
                    };
                    let a = legal[pick].clone();
                    let played = moves.behind(&a, &mut policy, &d, seat, &mut rng);
                    G::step(&mut d, seat, played.unwrap_or(&a), &mut rng);
                    let child = nodes.len() as u32;
                    nodes.push(Node {
                        action: Some(a),
                        seat,
                        children: Vec::new(),
                        visits: 0,
                        avail: 0,
                        wins: 0.0,
                    });
                    nodes[at].children.push(child);
                    path.push(child);
                    break;
                }
                let mut best = (f64::MIN, 0u32);
                for k in 0..nodes[at].children.len() {
                    let c = nodes[at].children[k];
                    let node = &mut nodes[c as usize];
                    if node.seat != seat
                        || !order
                            .iter()
                            .any(|&i| Some(&legal[i]) == node.action.as_ref())
                    {
                        continue;
                    }
                    node.avail += 1;
                    let v = node.visits.max(1) as f64;
                    let ucb = node.wins / v + self.explore * ((node.avail as f64).ln() / v).sqrt();
                    if ucb > best.0 {
                        best = (ucb, c);
                    }
                }
                let c = best.1 as usize;
                let a = nodes[c].action.clone().expect("a child has its action");
                let played = moves.behind(&a, &mut policy, &d, seat, &mut rng);
                G::step(&mut d, seat, played.unwrap_or(&a), &mut rng);
                path.push(c as u32);
                at = c;
            }
            // Then by the game's playout policy, to the end or for `depth` actions.
            for _ in 0..self.depth {
                let Some(seat) = G::asked(&d) else { break };
                G::legal(&d, seat, &mut legal);
                let i = G::playout(&mut policy, &d, seat, &legal, &mut rng);
                G::step(&mut d, seat, &legal[i], &mut rng);
            }
            if !G::result(&d, &mut shares) {
                G::estimate(&mut policy, &d, &mut shares);
            }
            for &p in &path {
                let node = &mut nodes[p as usize];
                node.visits += 1;
                node.wins += shares[node.seat.index()];
            }
        }
        let roots = nodes[0]
            .children
            .iter()
            .map(|&c| {
                let c = &nodes[c as usize];
                (
                    c.action.clone().expect("a child has its action"),
                    c.visits,
                    c.wins,
                )
            })
            .collect();
        (roots, n, nodes.len())
    }
}

/// Another seat's legal actions as the searching seat sees them ([`Search::seen`]), for a
/// game with hidden moves, and the action behind a view.
struct SeenMoves<G: Search> {
    /// The seat's legal actions in full, when `legal` holds their views.
    concrete: Vec<G::Action>,
    hidden: bool,
    matching: Vec<G::Action>,
}

impl<G: Search> Default for SeenMoves<G> {
    fn default() -> Self {
        Self {
            concrete: Vec::new(),
            hidden: false,
            matching: Vec::new(),
        }
    }
}

impl<G: Search> SeenMoves<G> {
    /// Replaces `legal` by its distinct views when `seat` is not `me` and the game hides part
    /// of some moves; says whether it did.
    fn see(&mut self, me: SeatId, seat: SeatId, legal: &mut Vec<G::Action>) -> bool {
        self.hidden = G::HIDDEN_MOVES && seat != me;
        if self.hidden {
            self.concrete.clear();
            self.concrete.append(legal);
            for a in &self.concrete {
                let v = G::seen(a);
                if !legal.contains(&v) {
                    legal.push(v);
                }
            }
        }
        self.hidden
    }

    /// The action behind `view` on deal `d` (the playout policy's pick among `seat`'s legal
    /// actions that look so), or `None` when the last [`SeenMoves::see`] hid nothing.
    fn behind(
        &mut self,
        view: &G::Action,
        policy: &mut G::Policy,
        d: &G::State,
        seat: SeatId,
        rng: &mut GameRng,
    ) -> Option<&G::Action> {
        if !self.hidden {
            return None;
        }
        self.matching.clear();
        let seen = self.concrete.iter().filter(|a| G::seen(a) == *view);
        self.matching.extend(seen.cloned());
        let i = G::playout(policy, d, seat, &self.matching, rng);
        Some(&self.matching[i])
    }
}

/// How many of a node's actions, best by the prior first, a search considers after `visits`
/// visits: two at first, one more each time the visits pass the next even square (4, 16, 36,
/// ...), so a node tried 1,000 times weighs its best 17.
fn width(visits: u32) -> usize {
    2 + (f64::from(visits).sqrt() as usize) / 2
}
