// Legal targets glow: a translucent tint that pulses over time and is brightest at the rim of
// the square, so the square's own colour still shows through.
#import bevy_pbr::{mesh_view_bindings::globals, forward_io::VertexOutput}

struct Highlight {
    color: vec4<f32>,
    // Pulses per second.
    speed: f32,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> highlight: Highlight;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let pulse = 0.5 + 0.5 * sin(globals.time * 6.2831853 * highlight.speed);
#ifdef VERTEX_UVS_A
    let d = max(abs(in.uv.x - 0.5), abs(in.uv.y - 0.5)) * 2.0;
    let rim = smoothstep(0.45, 1.0, d);
#else
    let rim = 1.0;
#endif
    let alpha = highlight.color.a * (0.45 + 0.55 * pulse) * (0.55 + 0.45 * rim);
    return vec4<f32>(highlight.color.rgb * (0.8 + 0.4 * pulse), alpha);
}
