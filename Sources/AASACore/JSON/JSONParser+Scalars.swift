/// Numbers and the literals `true`, `false` and `null`.
extension JSONParser {
    /// Reads a number per RFC 8259's grammar; the tape keeps its literal text unchanged.
    ///
    ///     number = [ "-" ] ( "0" / 1-9 *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
    mutating func parseNumber() throws(JSONSyntaxError) {
        let start = index
        _ = consume(ascii: "-")
        if consume(ascii: "0") {
            if index < bytes.count, ASCIIByte.isDigit(bytes[index]) {
                throw JSONSyntaxError(
                    message: "a number with a leading zero is not allowed in JSON",
                    hint: "remove the leading zero, or write the value as a string", offset: start)
            }
        } else {
            try digits(after: "'-'")
        }
        if consume(ascii: ".") { try digits(after: "the decimal point") }
        if consume(ascii: "e") || consume(ascii: "E") {
            if !consume(ascii: "+") { _ = consume(ascii: "-") }
            try digits(after: "the exponent")
        }
    }

    private mutating func digits(after context: String) throws(JSONSyntaxError) {
        guard index < bytes.count, ASCIIByte.isDigit(bytes[index]) else {
            throw unexpected("after \(context)", expected: "a digit", hint: "write the number as JSON: 1, -2, 3.5, 4e2")
        }
        while index < bytes.count, ASCIIByte.isDigit(bytes[index]) { index += 1 }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        let matched = literal.withUTF8Buffer { expected in
            var count = 0
            while count < expected.count, start + count < bytes.count, bytes[start + count] == expected[count] {
                count += 1
            }
            return count
        }
        index += matched
        guard matched == literal.utf8CodeUnitCount else {
            throw unexpected(
                "in the literal \(literal)", hint: "write true, false or null in lower case, or quote the value")
        }
    }
}
