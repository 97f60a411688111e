/// The contents of `world.json`, written by `world.py` once it serves.
struct WorldDescription: Decodable, Sendable {
    let httpsPort: Int
    let plainPort: Int
    let stallPort: Int
    let caFile: String
    let pid: Int32
}
