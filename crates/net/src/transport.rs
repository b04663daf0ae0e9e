//! Replicon's messages between installations over iroh: QUIC connections dialled by an
//! installation's key, direct where the routers let a path be punched and through a relay where
//! they do not, encrypted end to end either way.
//!
//! iroh runs on a tokio runtime of its own. The ECS and it talk through channels, drained in
//! replicon's `ReceivePackets` sets, so a frame never waits on the network. Every replicon
//! channel is one QUIC stream each way, framed by length, in order: nothing of ours is
//! replicated (tables travel as messages), so no channel needs datagrams, and a stronger
//! guarantee than a channel asks for is allowed.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::{NetworkId, NetworkIdMap};
use bytes::Bytes;
use iroh::endpoint::{Connection, ConnectionError, ReadExactError, RecvStream, SendStream, VarInt};
use iroh::{Endpoint, EndpointAddr, PublicKey, RelayConfig, RelayMap, RelayMode, RelayUrl};
use mogland_rules::core::Text;
use mogland_rules::text;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::mpsc;

pub use iroh::SecretKey;

/// What a Mogland connection says it speaks. Never changes, so that a machine of another
/// version gets through to be told why it is refused.
pub const ALPN: &[u8] = b"mogland";
/// The largest message taken from a peer (a long game's save is a few hundred KB).
const MESSAGE_MAX: usize = 16 << 20;
/// Connections at once: six seats, watchers, and machines knocking.
const PEERS_MAX: usize = 32;
/// Messages waiting for the ECS before the network stops reading (a flood slows its sender).
const INBOX: usize = 4096;
/// How long a connection may take to be made.
pub const CONNECT_WITHIN: Duration = Duration::from_secs(10);
/// How long a closing connection waits for its last messages to arrive.
const FAREWELL: Duration = Duration::from_secs(1);

/// The relays this machine's connections fall back on when no direct path can be made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Relays {
    /// iroh's public relays (run by n0): nothing to set up.
    #[default]
    Public,
    /// A group's own relays.
    Own(Vec<RelayUrl>),
    /// No relay: direct connections only (machines on one network).
    Off,
}

impl Relays {
    /// "public", "none", or relay URLs separated by spaces or commas.
    pub fn parse(text: &str) -> Result<Self, Text> {
        let text = text.trim();
        match text.to_lowercase().as_str() {
            "" | "public" | "default" => return Ok(Self::Public),
            "none" | "off" => return Ok(Self::Off),
            _ => {}
        }
        let urls: Result<Vec<RelayUrl>, Text> = text
            .split([',', ' '])
            .filter(|u| !u.is_empty())
            .map(|u| {
                u.parse::<RelayUrl>()
                    .map_err(|e| text!("net-relay-not-one", address = u, why = e.to_string()))
            })
            .collect();
        Ok(Self::Own(urls?))
    }

    fn mode(&self) -> RelayMode {
        match self {
            Self::Public => RelayMode::Default,
            Self::Off => RelayMode::Disabled,
            Self::Own(urls) => RelayMode::Custom(RelayMap::from_iter(urls.iter().map(|url| {
                // A relay on https serves address discovery on its QUIC port; one on plain
                // http (a test's, or a relay in --dev mode) cannot.
                if url.scheme() == "https" {
                    RelayConfig::from(url.clone())
                } else {
                    RelayConfig::new(url.clone(), None)
                }
            }))),
        }
    }
}

impl std::fmt::Display for Relays {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Public => f.write_str("public"),
            Self::Off => f.write_str("none"),
            Self::Own(urls) => {
                let urls: Vec<String> = urls.iter().map(|u| u.to_string()).collect();
                f.write_str(&urls.join(" "))
            }
        }
    }
}

/// What the network tells the ECS.
enum Event {
    /// A connection was made (at the host: a client; at a client: the host).
    Arrived {
        peer: u64,
        conn: Connection,
        out: mpsc::UnboundedSender<Out>,
    },
    Message {
        peer: u64,
        channel: u8,
        bytes: Bytes,
    },
    /// A connection ended, and why.
    Gone { peer: u64, why: Text },
}

/// What the ECS tells one connection.
enum Out {
    Message(u8, Bytes),
    /// Send what is queued, then close.
    Close,
}

/// Where the network's events wait for the ECS, and the window to wake when one arrives.
#[derive(Clone)]
struct Inbox {
    tx: mpsc::Sender<Event>,
    wake: Option<crate::Waker>,
}

impl Inbox {
    async fn push(&self, event: Event) {
        if self.tx.send(event).await.is_ok()
            && let Some(wake) = &self.wake
        {
            (wake.0)();
        }
    }
}

/// One machine's endpoint: the runtime it runs on and the events it has for the ECS.
struct Link {
    endpoint: Endpoint,
    inbox: mpsc::Receiver<Event>,
    woken: bool,
    direct: bool,
    /// The tasks that write each connection's last messages.
    writers: Writers,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Link {
    fn bind(
        me: &crate::Identity,
        port: u16,
        accept: bool,
        wake: Option<crate::Waker>,
    ) -> Result<(Self, Inbox), Text> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("mogland-net")
            .enable_all()
            .build()
            .map_err(|e| text!("net-cannot-start", why = e.to_string()))?;
        let mut builder = Endpoint::builder(iroh::endpoint::presets::Minimal)
            .secret_key(me.key.clone())
            .relay_mode(me.relays.mode());
        if !me.direct {
            builder = builder.clear_ip_transports();
        }
        if let Some(der) = &me.relay_ca {
            let root = rustls_pki_types::CertificateDer::from(der.clone());
            builder = builder.ca_tls_config(iroh::tls::CaTlsConfig::custom_roots([root]));
        }
        if accept {
            builder = builder.alpns(vec![ALPN.to_vec()]);
        }
        if port != 0 {
            builder = builder
                .bind_addr((Ipv4Addr::UNSPECIFIED, port))
                .map_err(|e| text!("net-cannot-listen", port = port, why = e.to_string()))?;
        }
        let endpoint = runtime
            .block_on(builder.bind())
            .map_err(|e| text!("net-cannot-open", port = port, why = e.to_string()))?;
        let (tx, inbox) = mpsc::channel(INBOX);
        let woken = wake.is_some();
        Ok((
            Self {
                endpoint,
                inbox,
                woken,
                direct: me.direct,
                writers: Default::default(),
                runtime: Some(runtime),
            },
            Inbox { tx, wake },
        ))
    }

    /// Stops the network without closing anything (see [`crate::vanish`]).
    fn vanish(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }

    fn runtime(&self) -> &tokio::runtime::Runtime {
        self.runtime.as_ref().expect("until dropped")
    }
}

impl Drop for Link {
    /// Lets each connection send its last messages (a farewell, a refusal), then closes the
    /// endpoint, so that the other machines learn at once that this one left.
    fn drop(&mut self) {
        let Some(runtime) = self.runtime.take() else {
            return;
        };
        let writers = self
            .writers
            .lock()
            .map(|mut w| std::mem::take(&mut *w))
            .unwrap_or_default();
        let endpoint = self.endpoint.clone();
        runtime.block_on(async move {
            let _ = tokio::time::timeout(FAREWELL, async {
                for w in writers {
                    let _ = w.await;
                }
            })
            .await;
            let _ = tokio::time::timeout(FAREWELL, endpoint.close()).await;
        });
        runtime.shutdown_background();
    }
}

/// The tasks writing each connection, which a closing endpoint waits for.
type Writers = Arc<std::sync::Mutex<Vec<tokio::task::JoinHandle<()>>>>;

/// Runs a connection made: its writer, and its reader until it ends.
async fn run(conn: Connection, peer: u64, channels: usize, inbox: Inbox, writers: Writers) {
    let (out, queue) = mpsc::unbounded_channel();
    if let Ok(mut writers) = writers.lock() {
        writers.retain(|w| !w.is_finished());
        writers.push(tokio::spawn(write(conn.clone(), queue)));
    }
    let arrived = Event::Arrived {
        peer,
        conn: conn.clone(),
        out,
    };
    inbox.push(arrived).await;
    let why = read(&conn, peer, channels, &inbox).await;
    inbox.push(Event::Gone { peer, why }).await;
}

/// Reads every stream the peer opens until the connection ends; returns why it ended.
async fn read(conn: &Connection, peer: u64, channels: usize, inbox: &Inbox) -> Text {
    let mut streams = tokio::task::JoinSet::new();
    loop {
        tokio::select! {
            stream = conn.accept_uni() => match stream {
                Ok(stream) => {
                    streams.spawn(read_stream(stream, peer, channels, inbox.clone()));
                }
                Err(e) => return ended(e),
            },
            Some(Ok(Err(why))) = streams.join_next() => {
                conn.close(VarInt::from_u32(1), why.as_bytes());
            }
        }
    }
}

/// One stream: the channel's number, then messages, each after its length.
async fn read_stream(
    mut stream: RecvStream,
    peer: u64,
    channels: usize,
    inbox: Inbox,
) -> Result<(), String> {
    let mut channel = [0u8; 1];
    if stream.read_exact(&mut channel).await.is_err() {
        return Ok(());
    }
    if channel[0] as usize >= channels {
        return Err(format!("no channel {}", channel[0]));
    }
    loop {
        let mut len = [0u8; 4];
        match stream.read_exact(&mut len).await {
            Ok(()) => {}
            Err(ReadExactError::FinishedEarly(0)) => return Ok(()),
            Err(e) => return Err(e.to_string()),
        }
        let len = u32::from_le_bytes(len) as usize;
        if len > MESSAGE_MAX {
            return Err(format!("a message of {len} bytes"));
        }
        let mut bytes = vec![0; len];
        stream
            .read_exact(&mut bytes)
            .await
            .map_err(|e| e.to_string())?;
        let message = Event::Message {
            peer,
            channel: channel[0],
            bytes: bytes.into(),
        };
        inbox.push(message).await;
    }
}

/// Writes what the ECS sends to a connection, a stream per channel, until it is told to close
/// (or the ECS lets go of it); then waits a moment for the peer to have read everything.
async fn write(conn: Connection, mut queue: mpsc::UnboundedReceiver<Out>) {
    let mut streams: Vec<Option<SendStream>> = Vec::new();
    while let Some(Out::Message(channel, bytes)) = queue.recv().await {
        let at = channel as usize;
        if streams.len() <= at {
            streams.resize_with(at + 1, || None);
        }
        if streams[at].is_none() {
            let Ok(mut stream) = conn.open_uni().await else {
                return;
            };
            if stream.write_all(&[channel]).await.is_err() {
                return;
            }
            streams[at] = Some(stream);
        }
        let stream = streams[at].as_mut().expect("opened");
        let len = (bytes.len() as u32).to_le_bytes();
        let mut chunks = [Bytes::copy_from_slice(&len), bytes];
        if stream.write_all_chunks(&mut chunks).await.is_err() {
            return;
        }
    }
    for stream in streams.iter_mut().flatten() {
        let _ = stream.finish();
    }
    let _ = tokio::time::timeout(FAREWELL, async {
        for stream in streams.iter().flatten() {
            let _ = stream.stopped().await;
        }
    })
    .await;
    conn.close(VarInt::from_u32(0), b"closed");
}

/// Why a connection ended.
fn ended(e: ConnectionError) -> Text {
    match e {
        ConnectionError::ApplicationClosed(_) | ConnectionError::LocallyClosed => {
            text!("net-conn-closed")
        }
        ConnectionError::TimedOut => text!("net-conn-timed-out"),
        e => text!("net-conn-lost", why = e.to_string()),
    }
}

/// How a connection goes: straight between the two machines or through a relay, and its
/// round trip.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Route {
    pub direct: bool,
    pub rtt: Duration,
}

impl Route {
    fn of(conn: &Connection) -> Option<Self> {
        conn.paths().iter().find(|p| p.is_selected()).map(|p| Self {
            direct: p.is_ip(),
            rtt: p.rtt(),
        })
    }
}

impl std::fmt::Display for Route {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = if self.direct {
            "direct"
        } else {
            "through a relay"
        };
        write!(
            f,
            "{how}, round trip {:.1} ms",
            self.rtt.as_secs_f64() * 1000.0
        )
    }
}

/// A client's connection at the host.
#[derive(Component)]
pub struct Peer {
    conn: Connection,
    out: mpsc::UnboundedSender<Out>,
}

impl Peer {
    /// The client's installation key: who it is, whatever name it gives.
    pub fn key(&self) -> PublicKey {
        self.conn.remote_id()
    }
    pub fn route(&self) -> Option<Route> {
        Route::of(&self.conn)
    }
}

/// This machine hosts: its endpoint accepts clients.
#[derive(Resource)]
pub struct Server {
    link: Link,
}

impl Server {
    /// Opens this machine's endpoint on UDP `port` (0: any), accepting Mogland connections.
    pub fn open(world: &World, me: &crate::Identity, port: u16) -> Result<Self, Text> {
        let wake = world.get_resource::<crate::Waker>().cloned();
        let (link, inbox) = Link::bind(me, port, true, wake)?;
        let channels = world.resource::<RepliconChannels>().client_channels().len();
        let endpoint = link.endpoint.clone();
        let writers = link.writers.clone();
        link.runtime().spawn(async move {
            let live = Arc::new(AtomicUsize::new(0));
            let mut next = 0u64;
            while let Some(incoming) = endpoint.accept().await {
                if live.load(Ordering::Relaxed) >= PEERS_MAX {
                    incoming.refuse();
                    continue;
                }
                next += 1;
                let (peer, inbox, live, writers) =
                    (next, inbox.clone(), live.clone(), writers.clone());
                tokio::spawn(async move {
                    let Ok(Ok(conn)) = tokio::time::timeout(CONNECT_WITHIN, incoming).await else {
                        return;
                    };
                    live.fetch_add(1, Ordering::Relaxed);
                    run(conn, peer, channels, inbox, writers).await;
                    live.fetch_sub(1, Ordering::Relaxed);
                });
            }
        });
        Ok(Self { link })
    }

    /// Where friends reach this endpoint: its key, its home relay once it has one, and its
    /// direct addresses.
    pub fn addr(&self) -> EndpointAddr {
        let mut addr = self.link.endpoint.addr();
        if self.link.direct && !addr.addrs.iter().any(|a| a.is_ip()) {
            for socket in self.link.endpoint.bound_sockets() {
                for ip in crate::local_addresses() {
                    if ip.is_ipv4() == socket.is_ipv4() {
                        addr = addr.with_ip_addr(SocketAddr::new(ip, socket.port()));
                    }
                }
            }
        }
        addr
    }

    /// Waits up to `limit` for the home relay (with none, at once), so that the invite
    /// names it.
    pub fn wait_online(&self, limit: Duration) {
        let (Some(runtime), endpoint) = (&self.link.runtime, self.link.endpoint.clone()) else {
            return;
        };
        runtime.block_on(async move {
            let _ = tokio::time::timeout(limit, endpoint.online()).await;
        });
    }

    pub fn watched(&self) -> bool {
        self.link.woken
    }

    pub(crate) fn vanish(&mut self) {
        self.link.vanish();
    }
}

/// This machine joins a table: its endpoint dials the host.
#[derive(Resource)]
pub struct Client {
    link: Link,
    conn: Option<(Connection, mpsc::UnboundedSender<Out>)>,
    /// Why the connection could not be made, or ended.
    pub failure: Option<Text>,
}

impl Client {
    /// Opens this machine's endpoint and dials `host`.
    pub fn dial(world: &World, me: &crate::Identity, host: EndpointAddr) -> Result<Self, Text> {
        let wake = world.get_resource::<crate::Waker>().cloned();
        let (link, inbox) = Link::bind(me, 0, false, wake)?;
        let channels = world.resource::<RepliconChannels>().server_channels().len();
        let endpoint = link.endpoint.clone();
        let writers = link.writers.clone();
        link.runtime().spawn(async move {
            let conn =
                match tokio::time::timeout(CONNECT_WITHIN, endpoint.connect(host, ALPN)).await {
                    Ok(Ok(conn)) => conn,
                    Ok(Err(e)) => {
                        let why = text!("net-conn-unreachable", why = e.to_string());
                        inbox.push(Event::Gone { peer: 0, why }).await;
                        return;
                    }
                    Err(_) => {
                        let why = text!("net-end-no-answer");
                        inbox.push(Event::Gone { peer: 0, why }).await;
                        return;
                    }
                };
            run(conn, 0, channels, inbox, writers).await;
        });
        Ok(Self {
            link,
            conn: None,
            failure: None,
        })
    }

    pub fn route(&self) -> Option<Route> {
        self.conn.as_ref().and_then(|(c, _)| Route::of(c))
    }

    pub fn watched(&self) -> bool {
        self.link.woken
    }

    pub(crate) fn vanish(&mut self) {
        self.conn = None;
        self.link.vanish();
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        if let Some((_, out)) = &self.conn {
            let _ = out.send(Out::Close);
        }
    }
}

/// Replicon's backend: the host's and the client's sides.
pub struct TransportPlugin;

impl Plugin for TransportPlugin {
    fn build(&self, app: &mut App) {
        app.add_observer(let_go)
            .add_systems(
                PreUpdate,
                (
                    server_running.run_if(resource_added::<Server>),
                    server_stopped.run_if(resource_removed::<Server>),
                    server_receive.run_if(resource_exists::<Server>),
                )
                    .chain()
                    .in_set(ServerSystems::ReceivePackets),
            )
            .add_systems(
                PreUpdate,
                (
                    client_connecting.run_if(resource_added::<Client>),
                    client_stopped.run_if(resource_removed::<Client>),
                    client_receive.run_if(resource_exists::<Client>),
                )
                    .chain()
                    .in_set(ClientSystems::ReceivePackets),
            )
            .add_systems(
                PostUpdate,
                (
                    (server_send, disconnect_by_request)
                        .chain()
                        .in_set(ServerSystems::SendPackets)
                        .run_if(resource_exists::<Server>),
                    client_send
                        .in_set(ClientSystems::SendPackets)
                        .run_if(resource_exists::<Client>),
                ),
            );
    }
}

fn server_running(mut state: ResMut<NextState<ServerState>>) {
    state.set(ServerState::Running);
}

fn server_stopped(mut state: ResMut<NextState<ServerState>>) {
    state.set(ServerState::Stopped);
}

fn server_receive(world: &mut World) {
    let mut events = Vec::new();
    {
        let mut server = world.resource_mut::<Server>();
        while let Ok(event) = server.link.inbox.try_recv() {
            events.push(event);
        }
    }
    for event in events {
        match event {
            Event::Arrived { peer, conn, out } => {
                world.spawn((
                    ConnectedClient { max_size: 1200 },
                    NetworkId::new(peer),
                    Peer { conn, out },
                ));
            }
            Event::Message {
                peer,
                channel,
                bytes,
            } => {
                let Some(&client) = world.resource::<NetworkIdMap>().get(&NetworkId::new(peer))
                else {
                    continue;
                };
                world.resource_mut::<ServerMessages>().insert_received(
                    client,
                    channel as usize,
                    bytes,
                );
            }
            Event::Gone { peer, .. } => {
                if let Some(&client) = world.resource::<NetworkIdMap>().get(&NetworkId::new(peer)) {
                    world.despawn(client);
                }
            }
        }
    }
    let mut peers = world.query::<(&Peer, &mut ConnectedClientStats)>();
    for (peer, mut stats) in peers.iter_mut(world) {
        if let Some(route) = peer.route() {
            stats.rtt = route.rtt.as_secs_f64();
        }
    }
}

fn server_send(world: &mut World) {
    let sent: Vec<(Entity, usize, Bytes)> = world
        .resource_mut::<ServerMessages>()
        .drain_sent()
        .collect();
    for (client, channel, bytes) in sent {
        if let Some(peer) = world.get::<Peer>(client) {
            let _ = peer.out.send(Out::Message(channel as u8, bytes));
        }
    }
}

/// Replicon or the host asked to let a client go: after this frame's messages to it.
fn disconnect_by_request(mut requests: MessageReader<DisconnectRequest>, mut commands: Commands) {
    for request in requests.read() {
        if let Ok(mut client) = commands.get_entity(request.client) {
            client.despawn();
        }
    }
}

/// A client's entity went (let go, or the table closed): its connection sends what is queued
/// and closes.
fn let_go(remove: On<Remove, Peer>, peers: Query<&Peer>) {
    if let Ok(peer) = peers.get(remove.entity) {
        let _ = peer.out.send(Out::Close);
    }
}

fn client_connecting(mut state: ResMut<NextState<ClientState>>) {
    state.set(ClientState::Connecting);
}

fn client_stopped(mut state: ResMut<NextState<ClientState>>) {
    state.set(ClientState::Disconnected);
}

fn client_receive(world: &mut World) {
    // The connection is made only once replicon knows it is being made.
    if *world.resource::<State<ClientState>>() == ClientState::Disconnected {
        return;
    }
    let mut events = Vec::new();
    {
        let mut client = world.resource_mut::<Client>();
        while let Ok(event) = client.link.inbox.try_recv() {
            events.push(event);
        }
    }
    for event in events {
        match event {
            Event::Arrived { conn, out, .. } => {
                world.resource_mut::<Client>().conn = Some((conn, out));
                world
                    .resource_mut::<NextState<ClientState>>()
                    .set(ClientState::Connected);
            }
            Event::Message { channel, bytes, .. } => {
                world
                    .resource_mut::<ClientMessages>()
                    .insert_received(channel as usize, bytes);
            }
            Event::Gone { why, .. } => {
                let mut client = world.resource_mut::<Client>();
                client.conn = None;
                client.failure = Some(why);
                world
                    .resource_mut::<NextState<ClientState>>()
                    .set(ClientState::Disconnected);
            }
        }
    }
    if let Some(route) = world.resource::<Client>().route() {
        world.resource_mut::<ClientStats>().rtt = route.rtt.as_secs_f64();
    }
}

fn client_send(world: &mut World) {
    let sent: Vec<(usize, Bytes)> = world
        .resource_mut::<ClientMessages>()
        .drain_sent()
        .collect();
    let client = world.resource::<Client>();
    if let Some((_, out)) = &client.conn {
        for (channel, bytes) in sent {
            let _ = out.send(Out::Message(channel as u8, bytes));
        }
    }
}
