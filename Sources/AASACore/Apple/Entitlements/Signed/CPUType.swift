/// Names for the CPU types of universal-binary slices, for error messages (<mach/machine.h>).
enum CPUType {
    static func name(type: Int?, subtype: Int?) -> String {
        switch (type, subtype.map { $0 & 0x00FF_FFFF }) {
        case (0x0100_000C, 2): "arm64e"
        case (0x0100_000C, _): "arm64"
        case (0x0200_000C, _): "arm64_32"
        case (0x0000_000C, _): "arm"
        case (0x0100_0007, _): "x86_64"
        case (0x0000_0007, _): "i386"
        case (let type?, _): "cputype \(type)"
        case (nil, _): "unknown cputype"
        }
    }
}
