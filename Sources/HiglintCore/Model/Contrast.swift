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
