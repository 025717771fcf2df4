import Cocoa

final class HelperController: NSViewController {}
