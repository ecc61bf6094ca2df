// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for Cairn's readers, kept out of the main package so that `swift build` and
// `swift test` there never see the fuzzer flags. Build and run them with `scripts/fuzz`.
//
// The main package is the folder above; SwiftPM names a path dependency after its folder, so
// the name is read from the path (the checkout may be called anything).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let cairn = root.lastPathComponent

let package = Package(
    name: "CairnFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: root.path)],
    targets: [
        .executableTarget(
            name: "cairn-fuzz",
            dependencies: [
                .product(name: "CairnCore", package: cairn),
                .product(name: "CairnImport", package: cairn),
                .product(name: "CairnCLI", package: cairn),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
