#!/usr/bin/env python3
"""Writes the storyboard benchmark corpus: deterministic (seeded), never committed.

    generate_storyboards.py OUT [--files N] [--seed S]

OUT/storyboards/...   N storyboards in the shape Xcode writes: navigation controllers, view
                      controllers whose views hold stack views, labels, buttons, text fields, switches,
                      table views with prototype cells, many constraints (as real files have), bar
                      button items, and popover, sheet and push segues between the scenes, some of them
                      out of a popover's scene. Same seed, same bytes.
"""
import argparse
import os
import random
import shutil

DEVICES = [('retina6_12', 393, 852), ('retina6_72', 430, 932), ('ipad10_9rounded', 820, 1180), ('ipad12_9rounded', 1024, 1366)]
WORDS = ["Library", "Books", "Shelf", "Author", "Title", "Notes", "Share", "Sort", "Filter", "Reading", "Progress",
         "Chapter", "Bookmark", "Highlights", "Settings", "Account", "Sync", "Export", "Import", "Done", "Cancel"]


class Ids:
    """Object ids in Xcode's shape (`8bC-Xf-vdC`), unique within a file."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

    def __init__(self, rng):
        self.rng, self.seen = rng, set()

    def __call__(self):
        while True:
            pick = lambda n: "".join(self.rng.choice(self.alphabet) for _ in range(n))
            value = f"{pick(3)}-{pick(2)}-{pick(3)}"
            if value not in self.seen:
                self.seen.add(value)
                return value


def label(ids, rng, x, y, width, indent):
    pad = " " * indent
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4)))
    return (f'{pad}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
            f'verticalHuggingPriority="251" text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" '
            f'baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{ids()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="{width}" height="21"/>\n'
            f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
            f'{pad}    <nil key="textColor"/>\n{pad}    <nil key="highlightedColor"/>\n{pad}</label>\n')


def button(ids, rng, x, y, title, segue, indent):
    pad = " " * indent
    own = ids()
    connections = ""
    if segue:
        connections = f'{pad}    <connections>\n{segue(own, pad + "        ")}{pad}    </connections>\n'
    return (f'{pad}<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" '
            f'buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{own}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="120" height="35"/>\n'
            f'{pad}    <state key="normal" title="{title}"/>\n'
            f'{pad}    <buttonConfiguration key="configuration" style="plain" title="{title}"/>\n{connections}{pad}</button>\n')


def field(ids, rng, x, y, width, indent):
    pad = " " * indent
    return (f'{pad}<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" '
            f'borderStyle="roundedRect" placeholder="{rng.choice(WORDS)}" textAlignment="natural" minimumFontSize="17" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{ids()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="{width}" height="34"/>\n'
            f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="14"/>\n'
            f'{pad}    <textInputTraits key="textInputTraits"/>\n{pad}</textField>\n')


def toggle(ids, x, y, indent):
    pad = " " * indent
    return (f'{pad}<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" '
            f'contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{ids()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="51" height="31"/>\n{pad}</switch>\n')


def table(ids, rng, width, height, indent):
    pad = " " * indent
    cells = []
    for row in range(rng.randint(1, 3)):
        cell, content = ids(), ids()
        cells.append(
            f'{pad}        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" '
            f'selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell{row}" id="{cell}">\n'
            f'{pad}            <rect key="frame" x="0.0" y="{50 + 44 * row}" width="{width}" height="44"/>\n'
            f'{pad}            <autoresizingMask key="autoresizingMask"/>\n'
            f'{pad}            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
            f'contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="{cell}" id="{content}">\n'
            f'{pad}                <rect key="frame" x="0.0" y="0.0" width="{width}" height="44"/>\n'
            f'{pad}                <autoresizingMask key="autoresizingMask"/>\n'
            f'{pad}                <subviews>\n{label(ids, rng, 20, 11, width - 40, indent + 20)}{pad}                </subviews>\n'
            f'{pad}            </tableViewCellContentView>\n{pad}        </tableViewCell>\n')
    return (f'{pad}<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" '
            f'style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" '
            f'sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="{ids()}">\n'
            f'{pad}    <rect key="frame" x="0.0" y="300" width="{width}" height="{height}"/>\n'
            f'{pad}    <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n'
            f'{pad}    <prototypes>\n{"".join(cells)}{pad}    </prototypes>\n{pad}</tableView>\n')


def constraints(ids, rng, items, indent):
    pad = " " * indent
    lines = []
    for _ in range(rng.randint(6, 18)):
        first, second = rng.choice(items), rng.choice(items)
        attribute = rng.choice(["leading", "trailing", "top", "bottom", "centerX", "centerY"])
        lines.append(f'{pad}    <constraint firstItem="{first}" firstAttribute="{attribute}" secondItem="{second}" '
                     f'secondAttribute="{attribute}" constant="{rng.choice([0, 8, 16, 20])}" id="{ids()}"/>\n')
    return f'{pad}<constraints>\n{"".join(lines)}{pad}</constraints>\n'


def scene(ids, rng, controller, width, height, freeform, segue, title):
    view, guide = ids(), ids()
    body, y = [], 60
    for _ in range(rng.randint(2, 6)):
        kind = rng.random()
        if kind < 0.4:
            body.append(label(ids, rng, 20, y, width - 40, 28))
        elif kind < 0.7:
            body.append(button(ids, rng, 20, y, rng.choice(WORDS), segue if rng.random() < 0.6 else None, 28))
        elif kind < 0.85:
            body.append(field(ids, rng, 20, y, width - 40, 28))
        else:
            body.append(toggle(ids, width - 71, y, 28))
        y += 44
    if rng.random() < 0.5:
        body.append(table(ids, rng, width, max(100, height - 300), 28))
    items = [view, guide]
    extra = ""
    if freeform:
        extra = (f'                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>\n'
                 f'                    <size key="freeformSize" width="{width}" height="{height}"/>\n')
    else:
        extra = (f'                    <navigationItem key="navigationItem" title="{title}" id="{ids()}">\n'
                 f'                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="{ids()}"/>\n'
                 f'                    </navigationItem>\n')
    return (f'        <!--{title}-->\n        <scene sceneID="{ids()}">\n            <objects>\n'
            f'                <viewController storyboardIdentifier="{title}" id="{controller}" customClass="{title}ViewController" '
            f'customModule="Shelf" customModuleProvider="target" sceneMemberID="viewController">\n'
            f'                    <view key="view" contentMode="scaleToFill" id="{view}">\n'
            f'                        <rect key="frame" x="0.0" y="0.0" width="{width}" height="{height}"/>\n'
            f'                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
            f'                        <subviews>\n{"".join(body)}                        </subviews>\n'
            f'                        <viewLayoutGuide key="safeArea" id="{guide}"/>\n'
            f'                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n'
            f'{constraints(ids, rng, items, 24)}'
            f'                    </view>\n{extra}'
            f'                </viewController>\n'
            f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids()}" sceneMemberID="firstResponder"/>\n'
            f'            </objects>\n            <point key="canvasLocation" x="{rng.randint(0, 3000)}" y="{rng.randint(0, 3000)}"/>\n'
            f'        </scene>\n')


def storyboard(rng, scenes):
    ids = Ids(rng)
    device, width, height = rng.choice(DEVICES)
    controllers = [ids() for _ in range(scenes)]
    # The first third are full screens; the rest are freeform scenes that popovers, sheets and
    # pushes show. A scene's segues lead only to later scenes, some from a popover's scene.
    full = max(1, scenes // 3)

    def segue_for(index):
        def make(owner, pad):
            later = [i for i in range(max(index + 1, full), scenes)]
            if not later:
                return ""
            destination = controllers[rng.choice(later)]
            kind = rng.random()
            if kind < 0.6:
                return (f'{pad}<segue destination="{destination}" kind="popoverPresentation" popoverAnchorView="{owner}" id="{ids()}">\n'
                        f'{pad}    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>\n'
                        f'{pad}</segue>\n')
            if kind < 0.8:
                return f'{pad}<segue destination="{destination}" kind="presentation" modalPresentationStyle="formSheet" id="{ids()}"/>\n'
            return f'{pad}<segue destination="{destination}" kind="show" id="{ids()}"/>\n'
        return make

    body = []
    for index in range(scenes):
        freeform = index >= full
        w, h = (rng.choice([280, 320, 375]), rng.choice([240, 320, 480])) if freeform else (width, height)
        body.append(scene(ids, rng, controllers[index], w, h, freeform, segue_for(index), f"{rng.choice(WORDS)}{index}"))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" '
            'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
            f'useSafeAreas="YES" colorMatched="YES" initialViewController="{controllers[0]}">\n'
            f'    <device id="{device}" orientation="portrait" appearance="light"/>\n'
            '    <dependencies>\n        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>\n'
            '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n    </dependencies>\n'
            f'    <scenes>\n{"".join(body)}    </scenes>\n'
            '    <resources>\n        <systemColor name="systemBackgroundColor">\n'
            '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n'
            '        </systemColor>\n    </resources>\n</document>\n')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=200)
    parser.add_argument("--seed", type=int, default=19)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    folder = os.path.join(args.out, "storyboards")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    total = 0
    for number in range(args.files):
        text = storyboard(rng, rng.randint(3, 24))
        path = os.path.join(folder, f"Feature{number:04d}.storyboard")
        with open(path, "w") as f:
            f.write(text)
        total += len(text.encode())
    print(f"{args.files} storyboards, {total / 1e6:.2f} MB in {folder}")


if __name__ == "__main__":
    main()
