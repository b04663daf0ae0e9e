//! The material that makes legal targets glow (shaders/highlight.wgsl), embedded in the binary.

use bevy::asset::{load_internal_asset, uuid_handle};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::{Shader, ShaderRef};

const SHADER: Handle<Shader> = uuid_handle!("6f1b9a3e-6a55-4c39-9d0f-3e7f2f0f8a11");

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct HighlightMaterial {
    #[uniform(0)]
    pub color: LinearRgba,
    #[uniform(0)]
    pub speed: f32,
}

impl HighlightMaterial {
    /// The glow for a square a piece may move to.
    pub fn target() -> Self {
        Self {
            color: LinearRgba::new(1.0, 0.85, 0.2, 0.9),
            speed: 1.2,
        }
    }
    /// The glow for a square that is not allowed (shown briefly after a refusal).
    pub fn refused() -> Self {
        Self {
            color: LinearRgba::new(0.9, 0.1, 0.1, 0.9),
            speed: 3.0,
        }
    }
}

impl Material for HighlightMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(SHADER)
    }
    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
}

pub fn plugin(app: &mut App) {
    load_internal_asset!(
        app,
        SHADER,
        "../../shaders/highlight.wgsl",
        Shader::from_wgsl
    );
    app.add_plugins(MaterialPlugin::<HighlightMaterial>::default());
}

/// A glowing mark under a spot the player may use now; `K` is the game's id for the spot.
#[derive(Component)]
pub struct Glow<K: Send + Sync + 'static>(pub K);

/// Makes the table's glows match `want`: those no longer wanted go, the missing ones are put
/// at `at(spot)`, shaped by `shape` and lit with the target glow (both made once and kept in
/// `kit`).
#[allow(clippy::too_many_arguments)]
pub fn sync_glows<K: Copy + PartialEq + Send + Sync + 'static>(
    commands: &mut Commands,
    glows: &Query<(Entity, &Glow<K>)>,
    want: &[K],
    at: impl Fn(K) -> Vec3,
    shape: impl FnOnce() -> Mesh,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<HighlightMaterial>,
    kit: &mut Option<(Handle<Mesh>, Handle<HighlightMaterial>)>,
) {
    let (mesh, mat) = kit
        .get_or_insert_with(|| {
            (
                meshes.add(shape()),
                materials.add(HighlightMaterial::target()),
            )
        })
        .clone();
    for (e, g) in glows {
        if !want.contains(&g.0) {
            commands.entity(e).despawn();
        }
    }
    for &spot in want {
        if glows.iter().any(|(_, g)| g.0 == spot) {
            continue;
        }
        commands.spawn((
            Glow(spot),
            Mesh3d(mesh.clone()),
            MeshMaterial3d(mat.clone()),
            Transform::from_translation(at(spot)),
            DespawnOnExit(crate::states::Screen::Playing),
        ));
    }
}

/// A flat square frame, `size` across with a border `width` wide, lying on the ground: a glow
/// that leaves the square's own colour showing (Cat Fight's blue zone under its entry squares).
pub fn square_ring(size: f32, width: f32) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let (o, i) = (size / 2.0, size / 2.0 - width);
    // Outer corners 0..4, inner corners 4..8, counter-clockwise seen from above.
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];
    let mut positions: Vec<[f32; 3]> = corners.iter().map(|(x, z)| [x * o, 0.0, z * o]).collect();
    positions.extend(corners.iter().map(|(x, z)| [x * i, 0.0, z * i]));
    let mut indices = Vec::new();
    for k in 0..4u32 {
        let n = (k + 1) % 4;
        // Two triangles per side, facing up.
        indices.extend([k, 4 + k, n, n, 4 + k, 4 + n]);
    }
    let uvs: Vec<[f32; 2]> = positions
        .iter()
        .map(|p| [p[0] / size + 0.5, p[2] / size + 0.5])
        .collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 8])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}
