import Testing

@testable import AASACore

/// IP literals read as libcurl 7.88 reads a URL's host (`ipv4_normalize`), and which addresses
/// a site's file may send aasa to.
@Suite struct IPAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("127.1", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("2130706433", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"), ("127.0.0.0x1", "127.0.0.1"), ("0177.0.0.01", "127.0.0.1"),
        ("10.0x10000", "10.1.0.0"), ("192.168.0x1.1", "192.168.1.1"), ("%31%32%37.0.0.1", "127.0.0.1"),
        ("[::1]", "[0:0:0:0:0:0:0:1]"), ("[::ffff:127.0.0.1]", "[0:0:0:0:0:ffff:7f00:1]"),
        ("[fe80::1%25eth0]", "[fe80:0:0:0:0:0:0:1]"), ("[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8]"),
        ("[::]", "[0:0:0:0:0:0:0:0]"), ("[1::]", "[1:0:0:0:0:0:0:0]"), ("[1:2::7:8]", "[1:2:0:0:0:0:7:8]"),
    ])
    func literalsAreReadAsLibcurlReadsThem(_ host: String, _ address: String) throws {
        #expect(try #require(IPAddress(host: host)).description == address)
    }

    @Test(arguments: [
        "example.com", "127.0.0.1.", "1.2.3.4.5", "08.1.1.1", "0x", "256.1.1.1", "1.2.3.256", "1.2.65536",
        "4294967296", "+1.2.3.4", "1..2", "", "[example]", "[::1",
        "[1:2:3:4:5:6:7:8:9]", "[1::2::3]", "[12345::]", "[1:2:3:4:5:6:7]", "[:::1]", "[::1.2.3]",
    ])
    func namesAreNotAddresses(_ host: String) {
        #expect(IPAddress(host: host) == nil)
    }

    @Test(arguments: [
        ("127.0.0.1", false), ("10.2.3.4", false), ("172.16.0.1", false), ("172.32.0.1", true),
        ("192.168.1.1", false), ("169.254.169.254", false), ("100.64.0.1", false), ("100.128.0.1", true),
        ("0.0.0.0", false), ("224.0.0.1", false), ("255.255.255.255", false), ("198.18.0.1", false),
        ("93.184.216.34", true), ("[::1]", false), ("[::]", false), ("[fe80::1]", false), ("[fd00::1]", false),
        ("[ff02::1]", false), ("[::ffff:10.0.0.1]", false), ("[::ffff:93.184.216.34]", true),
        ("[64:ff9b::7f00:1]", false), ("[2001:db8::1]", true), ("[2606:4700::1111]", true),
    ])
    func publicAddressesAreThoseOfTheInternet(_ host: String, _ isPublic: Bool) throws {
        #expect(try #require(IPAddress(host: host)).isPublic == isPublic)
    }

    /// The hosts of entries: every spelling libcurl reads as an address is one (red team 4, item 11).
    @Test(arguments: ["127.0.0.0x1", "0x7f.1", "2130706433", "127.1", "1.2.3.4"])
    func entryHostsInAddressFormsAreFlagged(_ host: String) {
        #expect(HostNameCheck.check(host, developerMode: false) == .usable([.ipAddress(host)]))
    }
}
