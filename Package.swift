// swift-tools-version:6.0
import PackageDescription

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
        .library(name: "CairnTeam", targets: ["CairnTeam"]),
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
        .systemLibrary(
            name: "CZip",
            pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
        ),
        .systemLibrary(
            name: "CPostgreSQL",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]
        ),
        .target(name: "CairnCore"),
        .target(name: "CairnStore", dependencies: ["CairnCore", "CSQLite"]),
        .target(name: "CairnImport", dependencies: ["CairnCore", "CZip"]),
        .target(name: "CairnApp", dependencies: ["CairnCore", "CairnStore", "CairnImport", "CairnTeam"]),
        .target(name: "CairnRender", dependencies: ["CairnCore"]),
        .target(name: "CairnTeam", dependencies: ["CairnCore", "CairnImport", "CPostgreSQL", "CSodium"]),
        .target(name: "CairnServer", dependencies: ["CairnCore", "CairnStore", "CairnApp", "CairnRender", "CairnTeam", "CMicroHTTPD"]),
        .target(
            name: "CairnCLI",
            dependencies: ["CairnCore", "CairnStore", "CairnImport", "CairnApp", "CairnRender", "CairnServer", "CairnTeam"]
        ),
        .executableTarget(name: "cairn", dependencies: ["CairnCLI"]),
        .executableTarget(
            name: "cairn-bench",
            dependencies: ["CairnCore", "CairnStore", "CairnApp", "CairnCLI", "CairnTeam", "CairnTestSupport"]
        ),
        .testTarget(name: "CairnCoreTests", dependencies: ["CairnCore"], exclude: ["Oracle"]),
        .testTarget(
            name: "CairnAppTests",
            dependencies: ["CairnApp", "CairnCore", "CairnStore", "CairnImport", "CairnTeam", "CairnTestSupport"]
        ),
        .testTarget(name: "CairnStoreTests", dependencies: ["CairnStore"], exclude: ["Fixtures"]),
        .target(name: "CairnTestSupport", path: "Tests/CairnTestSupport"),
        .testTarget(
            name: "CairnImportTests",
            dependencies: ["CairnImport", "CairnTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CairnRenderTests",
            dependencies: ["CairnRender"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "CairnServerTests",
            dependencies: ["CairnServer", "CairnApp", "CairnCLI", "CairnCore", "CairnTeam", "cairn", "CairnTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CairnTeamTests",
            dependencies: ["CairnTeam", "CairnCore", "CairnCLI", "cairn", "CairnTestSupport"]
        ),
        .testTarget(
            name: "CairnTeamServerTests",
            dependencies: ["CairnServer", "CairnApp", "CairnCLI", "CairnTeam", "CairnCore", "CairnTestSupport"]
        ),
        .testTarget(
            name: "CairnCLITests",
            dependencies: ["CairnCLI", "CairnCore", "CairnImport", "CairnStore", "cairn", "CairnTestSupport"]
        ),
    ]
)
