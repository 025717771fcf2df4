/// Small screen files the command-line tests write to their scratch folders.
enum Screens {
    static let clean = """
    screen: Calendar
    platform: iPadOS
    elements:
      - id: add
        type: barButton
        presents:
          type: popover
          size: {width: 320, height: 400}

    """

    static let warningOnly = """
    screen: Calendar
    platform: iPadOS
    elements:
      - id: add
        type: barButton
        presents:
          type: popover
          purpose: warning

    """

    /// An iPhone screen that keeps a popover a popover: `7:7: error: … [popover-in-compact]`.
    static let withError = """
    screen: Share
    platform: iOS
    elements:
      - id: share
        type: button
        presents:
          compactAdaptation: none
          type: popover

    """

    /// A safe fix (compactAdaptation), an unsafe one (arrow: none) and a finding with no fix. The
    /// arrow is on an iPad: once the safe fix makes the iPhone popover a sheet, it has no arrow.
    static let share = """
    # The share popover
    screen: Share
    platform: iOS
    elements:
      - id: share
        type: button
        presents:
          type: popover
          compactAdaptation: none   # stays a popover
          purpose: warning
    ---
    screen: Share on iPad
    platform: iPadOS
    elements:
      - id: share
        type: button
        presents:
          type: popover
          arrow: none

    """
}
