//! Validates every shipped level with the game's own validator (a broken level fails the
//! build with the same file:line:column message the game shows) and embeds them in the binary.
//! For Windows, also gives the exe its icon, version information and manifest (a resource
//! compiled by mingw's `windres` or MSVC's `rc`, through `embed-resource`).

use std::fmt::Write as _;
use std::path::Path;

// The icon's drawing, shared with the game (it has nothing but `std`).
#[path = "src/icon/drawing.rs"]
mod icon_drawing;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    println!("cargo:rerun-if-changed={}", dir.display());
    // fl! reads the message files while the game compiles: a changed file checks it again.
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=i18n.toml");
    let (good, errors) = mogland_levels::check_dir(&dir).expect("levels/ folder is readable");
    if !errors.is_empty() {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!("broken level file(s) in levels/:\n{}", list.join("\n"));
    }
    let mut code = String::from(
        "/// The shipped level files: (file name, contents).\npub const SHIPPED: &[(&str, &str)] = &[\n",
    );
    for path in good {
        let path = Path::new(&path);
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_name().unwrap().to_string_lossy();
        writeln!(
            code,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("shipped_levels.rs");
    std::fs::write(out, code).unwrap();

    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources();
    }
}

/// The exe's resources: the icon Explorer, the taskbar and the Start menu show, the version
/// its Properties show, and a manifest that runs it as the user (never elevated or
/// virtualised) on the Windows versions it is built for.
fn windows_resources() {
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).to_path_buf();
    std::fs::write(
        out.join("mogland.ico"),
        ico(&[16, 24, 32, 48, 64, 128, 256]),
    )
    .unwrap();
    let version = env!("CARGO_PKG_VERSION");
    let parts = [
        env!("CARGO_PKG_VERSION_MAJOR"),
        env!("CARGO_PKG_VERSION_MINOR"),
        env!("CARGO_PKG_VERSION_PATCH"),
        "0",
    ];
    let numbers = parts.join(",");
    let manifest = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">
  <assemblyIdentity type="win32" name="Mogland" version="{}"/>
  <trustInfo xmlns="urn:schemas-microsoft-com:asm.v3">
    <security><requestedPrivileges>
      <requestedExecutionLevel level="asInvoker" uiAccess="false"/>
    </requestedPrivileges></security>
  </trustInfo>
  <compatibility xmlns="urn:schemas-microsoft-com:compatibility.v1">
    <application><supportedOS Id="{{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}}"/></application>
  </compatibility>
</assembly>
"#,
        parts.join(".")
    );
    std::fs::write(out.join("mogland.manifest"), manifest).unwrap();
    // Resource compilers read "\\" in a string as an escape: forward slashes work for both.
    let file = |name: &str| out.join(name).display().to_string().replace('\\', "/");
    let rc = format!(
        r#"1 ICON "{ico}"
1 24 "{manifest}"
1 VERSIONINFO
FILEVERSION {numbers}
PRODUCTVERSION {numbers}
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The Mogland authors"
      VALUE "FileDescription", "Mogland"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "mogland"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "OriginalFilename", "mogland.exe"
      VALUE "ProductName", "Mogland"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#,
        ico = file("mogland.ico"),
        manifest = file("mogland.manifest"),
    );
    let rc_path = out.join("mogland.rc");
    std::fs::write(&rc_path, rc).unwrap();
    if let Err(e) = embed_resource::compile(&rc_path, embed_resource::NONE).manifest_required() {
        panic!(
            "the exe's icon and version could not be compiled ({e}); scripts/package --windows installs mingw-w64's windres"
        );
    }
}

/// An .ico file of the icon at each size: 32-bit bitmaps (their alpha is the shape; the
/// 1-bit mask every bitmap entry still carries is left clear).
fn ico(sizes: &[u32]) -> Vec<u8> {
    let images: Vec<Vec<u8>> = sizes
        .iter()
        .map(|&size| {
            let rgba = icon_drawing::rgba(size);
            let mask_row = size.div_ceil(32) * 4;
            let mut dib = Vec::new();
            // BITMAPINFOHEADER; the height counts the pixels and the mask.
            for field in [40, size, size * 2] {
                dib.extend(field.to_le_bytes());
            }
            dib.extend(1u16.to_le_bytes());
            dib.extend(32u16.to_le_bytes());
            for _ in 0..6 {
                dib.extend(0u32.to_le_bytes());
            }
            // Rows from the bottom up, each pixel blue, green, red, alpha.
            for y in (0..size).rev() {
                for x in 0..size {
                    let i = ((y * size + x) * 4) as usize;
                    dib.extend([rgba[i + 2], rgba[i + 1], rgba[i], rgba[i + 3]]);
                }
            }
            dib.resize(dib.len() + (mask_row * size) as usize, 0);
            dib
        })
        .collect();
    let mut ico = Vec::new();
    for field in [0u16, 1, sizes.len() as u16] {
        ico.extend(field.to_le_bytes());
    }
    let mut offset = 6 + 16 * sizes.len() as u32;
    for (size, image) in sizes.iter().zip(&images) {
        // A width or height of 256 is written as 0.
        let side = (*size % 256) as u8;
        ico.extend([side, side, 0, 0]);
        ico.extend(1u16.to_le_bytes());
        ico.extend(32u16.to_le_bytes());
        ico.extend((image.len() as u32).to_le_bytes());
        ico.extend(offset.to_le_bytes());
        offset += image.len() as u32;
    }
    for image in images {
        ico.extend(image);
    }
    ico
}
