import AASAVerification
import Testing

@testable import AASACommand

/// `verify`'s options whose text has a form are read through their one declaration
/// (``FormOption``): what help shows, what is taken and what the refusal says agree.
@Suite struct FormOptionTests {
    static func refusal(_ words: [String]) -> String? {
        do throws(UsageError) {
            _ = try RunSettingTests.options(words)
            return nil
        } catch {
            return error.message
        }
    }

    /// A value not of the form is refused with the form its declaration gives, and help shows the
    /// same placeholder (in lower case, as every value of help).
    @Test(arguments: [
        ("connect-to", "example.com:443", "HOST:PORT:CONNECT-HOST:CONNECT-PORT"),
        ("resolve", "example.com:443:not-an-address", "HOST:PORT:ADDRESS (an IPv6 address in brackets)"),
        ("shard", "3/2", "K/N with 1 <= K <= N, such as 2/8"),
        ("site-root", "=web", "HOST=DIR, such as shop.example.com=web"),
        ("metrics-label", "team", "KEY=VALUE"),
    ])
    func aValueNotOfTheFormIsRefusedWithTheForm(_ name: String, _ text: String, _ form: String) throws {
        let words = ["--\(name)", text] + (name == "metrics-label" ? ["--format", "prometheus"] : [])
        #expect(Self.refusal(words) == "--\(name) takes \(form), not '\(text)'")
        let spec = try #require(VerifyCommand.options.first { $0.name.rawValue == name })
        #expect(form.hasPrefix(try #require(spec.placeholder).uppercased()))
    }

    @Test func valuesOfTheFormLandWhereTheRunReadsThem() throws {
        let options = try RunSettingTests.options([
            "--connect-to", "a.example:443:127.0.0.1:8443", "--resolve", "b.example:443:[::1]", "--shard", "2/8",
            "--site-root", "Shop.Example.com=web", "--format", "prometheus", "--metrics-label", "team=web",
        ])
        #expect(options.verification.connectTo == ["a.example:443:127.0.0.1:8443", "b.example:443:[::1]:443"])
        #expect(options.shard == Shard(index: 2, count: 8))
        #expect(options.siteRoots == ["shop.example.com": "web"])
        #expect(options.metricsLabels.map(\.name) == ["team"] && options.metricsLabels.map(\.value) == ["web"])
    }

    /// A label's name is a second check, with its own message, after the form.
    @Test func aLabelNameIsCheckedAfterItsForm() {
        let prometheus = ["--format", "prometheus"]
        #expect(
            Self.refusal(prometheus + ["--metrics-label", "1x=y"])?.hasPrefix("--metrics-label '1x' cannot") == true)
        #expect(
            Self.refusal(prometheus + ["--metrics-label", "a=1", "--metrics-label", "a=2"])
                == "--metrics-label a is given twice")
    }
}
