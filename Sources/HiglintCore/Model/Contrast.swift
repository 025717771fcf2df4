import Foundation

/// WCAG 2 colour contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), computed from the
/// colours themselves rather than looked up, so any `#RRGGBB` pair gets an exact answer.
extension RGBColor {
    /// WCAG 2 relative luminance: 0 for black, 1 for white. Each sRGB channel c/255 is linearised
    /// (c/12.92 at or below 0.03928, else ((c+0.055)/1.055)^2.4), then weighted 0.2126 R,
    /// 0.7152 G, 0.0722 B.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The contrast ratio of two colours, lighter over darker: (L1 + 0.05) / (L2 + 0.05), from
    /// 1 (the same luminance) to 21 (black and white). Symmetric in its two colours.
    public func contrastRatio(with other: RGBColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

/// A contrast ratio as people read it, with two decimals: `4.47`, `21.00`. Truncated rather than
/// rounded, as contrast checkers such as WebAIM's do, so a ratio that fails a threshold of two
/// decimals never reads as reaching it (4.4999 shows as 4.49, not 4.50).
public func contrastRatioText(_ ratio: Double) -> String {
    guard ratio.isFinite, ratio >= 0, ratio < 1e9 else { return String(ratio) }
    // The tiny allowance keeps a ratio computed as 4.479999999… for 4.48 from reading 4.47.
    let hundredths = Int((ratio * 100 + 1e-9).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
}

/// CIE76 colour difference, for "minimal appearance changes": how far apart two colours look,
/// as the Euclidean distance of their CIELAB coordinates (sRGB, D65 white). About 2.3 is the
/// smallest difference people notice side by side; 10 is a slight tint.
extension RGBColor {
    /// ΔE*ab between the two colours: 0 for the same colour, about 100 for black and white.
    public func colorDifference(to other: RGBColor) -> Double {
        let a = lab, b = other.lab
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }

    /// CIELAB of the sRGB colour: linearised channels to XYZ with the sRGB matrix, then to L*a*b*
    /// relative to the D65 white point.
    var lab: (l: Double, a: Double, b: Double) {
        let r = Self.srgbLinear(red), g = Self.srgbLinear(green), b = Self.srgbLinear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.labCurve(x), fy = Self.labCurve(y), fz = Self.labCurve(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func srgbLinear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func labCurve(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0, kappa = 24389.0 / 27.0
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
