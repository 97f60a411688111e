import Foundation

/// Starts and stops the loopback fixture world (`Scripts/fixture-world`) for tests.
public enum FixtureWorldPlaceholder {}
