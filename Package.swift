// swift-tools-version:6.0
import PackageDescription

/// Warnings are errors in every target of the package.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "Cairn",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "CairnCore", targets: ["CairnCore"]),
        .library(name: "CairnStore", targets: ["CairnStore"]),
        .library(name: "CairnImport", targets: ["CairnImport"]),
        .library(name: "CairnApp", targets: ["CairnApp"]),
        .library(name: "CairnRender", targets: ["CairnRender"]),
        .library(name: "CairnServer", targets: ["CairnServer"]),
        .library(name: "CairnCLI", targets: ["CairnCLI"]),
        .executable(name: "cairn", targets: ["cairn"]),
        .executable(name: "cairn-bench", targets: ["cairn-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        .target(name: "CairnCore", swiftSettings: strict),
        .target(name: "CairnStore", dependencies: ["CairnCore", "CSQLite"], swiftSettings: strict),
        .target(name: "CairnImport", dependencies: ["CairnCore"], swiftSettings: strict),
        .target(name: "CairnApp", dependencies: ["CairnCore", "CairnStore", "CairnImport"], swiftSettings: strict),
        .target(name: "CairnRender", dependencies: ["CairnCore"], swiftSettings: strict),
        .target(name: "CairnServer", dependencies: ["CairnCore", "CairnStore", "CairnApp", "CairnRender", "CMicroHTTPD"], swiftSettings: strict),
        .target(
            name: "CairnCLI",
            dependencies: ["CairnCore", "CairnStore", "CairnImport", "CairnApp", "CairnRender", "CairnServer"],
            swiftSettings: strict
        ),
        .executableTarget(name: "cairn", dependencies: ["CairnCLI"], swiftSettings: strict),
        .executableTarget(
            name: "cairn-bench",
            dependencies: ["CairnCore", "CairnStore", "CairnApp", "CairnCLI"],
            swiftSettings: strict
        ),
        .testTarget(name: "CairnCoreTests", dependencies: ["CairnCore"], exclude: ["Oracle"], swiftSettings: strict),
        .testTarget(
            name: "CairnAppTests",
            dependencies: ["CairnApp", "CairnCore", "CairnStore", "CairnImport", "CairnTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(name: "CairnStoreTests", dependencies: ["CairnStore"], exclude: ["Fixtures"], swiftSettings: strict),
        .target(name: "CairnTestSupport", path: "Tests/CairnTestSupport", swiftSettings: strict),
        .testTarget(
            name: "CairnImportTests",
            dependencies: ["CairnImport", "CairnTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CairnRenderTests",
            dependencies: ["CairnRender"],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CairnServerTests",
            dependencies: ["CairnServer", "CairnCLI", "cairn", "CairnTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CairnCLITests",
            dependencies: ["CairnCLI", "CairnCore", "CairnImport", "CairnStore", "cairn", "CairnTestSupport"],
            swiftSettings: strict
        ),
    ]
)
