from _lib import L, C, write
SM = "Supplemental Materials"
c = []
CD = "curriculum-document"  # prefix for Tier 2 curriculum documents
# ---------------- PASS ----------------
c.append(C("az-ind-001-singapore-workbooks", "pass",
 "AZ §5.1 Tier 1 (receipt only): workbooks; complete receipt with order number.",
 "Rainbow Resource Center", [
   L("Singapore Math Dimensions 3A textbook", 21.95, "Curriculum", None, None, "3rd grade math, our core math program for Ruby"),
   L("Singapore Math Dimensions 3A workbook", 17.95, SM, "Tier 1", "workbook", "daily practice pages that go with the textbook")],
 files=["rainbow-resource-order-4410993.pdf"]))
c.append(C("az-ind-002-books-novels", "pass",
 "AZ §5.1 Tier 1: books/periodicals — receipt only; titles listed individually (§5.5 'list each book title').",
 "Barnes & Noble - Scottsdale", [
   L("Charlotte's Web - E.B. White (pb)", 8.99, SM, "Tier 1", "books", "literature for 3rd grade reading"),
   L("The Wild Robot - Peter Brown (pb)", 9.99, SM, "Tier 1", "books", "read-aloud + narration"),
   L("Who Was Benjamin Franklin? (pb)", 7.99, SM, "Tier 1", "books", "american history biography")],
 files=["bn-receipt-order-2207781.pdf"]))
c.append(C("az-ind-003-art-supplies", "pass",
 "AZ §5.1 Tier 1: art & school supplies.",
 "Michaels - Chandler", [L("Crayola washable paint 10ct, watercolor pad 9x12, Prang colored pencils 24ct", 34.47, SM, "Tier 1", "art supplies",
   "art lessons with Atelier Art level 2, twice a week, for Leo (age 8)")],
 files=["michaels-receipt-chandler.pdf"]))
c.append(C("az-ind-004-tutor-hs-diploma", "pass",
 "AZ §5.3: since 2023 ADE accepts a high-school diploma as tutor accreditation; invoice lists each session date, rate and student name; diploma copy attached. (Contrast with Florida, where this would not qualify.)",
 "Hannah Brooks Tutoring", [L("math tutoring for Caleb Nguyen: 9/2, 9/4, 9/9, 9/11, 9/16, 9/18/2025, 1 hr each @ $30", 180.00, "Tutoring", None,
   "tutor Hannah Brooks has a high school diploma (Hamilton HS 2022), copy attached",
   "Caleb (6th grade) is working through Math-U-See Zeta and needs help with decimals and percents twice a week")],
 files=["brooks-hs-diploma.pdf", "invoice-caleb-nguyen-sept-2025.pdf", "zelle-receipts.pdf"]))
c.append(C("az-ind-005-private-school-tuition", "pass",
 "AZ §5.1 Qualified school tuition: Arizona private school; invoice with student name, school, date, amounts.",
 "Phoenix Christian Preparatory", [L("tuition - september 2025, grade 9, student: Isaiah Morales", 950.00, "Qualified School Tuition & Fees", None, None,
   "Isaiah attends full time")],
 files=["pcp-invoice-sept-2025.pdf", "card-statement.pdf"]))
c.append(C("az-ind-006-digital-piano-with-curriculum", "pass",
 "AZ §5.1 Tier 2: musical instruments need a curriculum document with the 5 elements (§5.5); attached and the item is listed in it.",
 "Guitar Center - Tempe", [L("Yamaha P-145 88-key digital piano w/ sustain pedal", 499.99, SM, "Tier 2", "musical instrument",
   "Music course for Amelia (age 10): learning objectives are reading treble/bass clef and playing hands together; Alfred's Basic Piano Level 2 lessons 4x a week for 30 min; piano listed as required material in the attached curriculum document")],
 files=["curriculum-document-music-amelia.pdf", "guitar-center-receipt-GC88120.pdf"]))
c.append(C("az-ind-007-chromebook", "pass",
 "AZ §5.1 Computer hardware: laptop allowed if primarily educational; reasonable cost.",
 "Best Buy - Mesa", [L("Acer Chromebook 315 15.6\" 4GB/64GB", 229.00, "Computer Hardware & Technological Devices", None,
   "dedicated school laptop for Mateo (5th grade): he does Time4Learning and typing.com daily, no games installed, parental controls on")],
 files=["bestbuy-receipt-mesa-0814.pdf"]))
c.append(C("az-ind-008-gym-student-only", "pass",
 "AZ §5.2 gym membership individual student only, Tier 2 with curriculum document attached.",
 "EoS Fitness", [L("teen individual membership (age 15), september 2025 - member: Jacob Reyes", 29.99, SM, "Tier 2", "gym membership",
   "PE course: strength & conditioning 3x/week following the attached PE curriculum (objectives, workout plan, fitness log)")],
 files=["curriculum-document-pe-jacob.pdf", "eos-billing-statement.pdf"]))
c.append(C("az-ind-009-speech-therapy-iep", "pass",
 "AZ §5.1/§5.3: educational therapies for a disability-track student; IEP on file, valid license copy, license number on invoice, session dates.",
 "Desert Bloom Pediatric Therapy", [L("speech therapy 45 min: 9/3, 9/10, 9/17, 9/24/2025 - patient Lily Chen", 460.00, "Educational Therapies", "speech therapy",
   "SLP Monica Diaz, CCC-SLP, AZ license #SLP-4471 (on invoice)",
   "Lily (7) has an IEP for speech-language impairment; therapy targets articulation of /r/ and /s/ per her IEP goals")],
 files=["lily-chen-iep-2025.pdf", "diaz-az-slp-license.pdf", "desert-bloom-invoice-sept.pdf", "eob-insurance-denial.pdf"]))
c.append(C("az-ind-010-sat-registration", "pass",
 "AZ §5.1 Testing: SAT/ACT eligible.",
 "College Board", [L("SAT registration - Oct 4 2025 test date", 68.00, "Testing", None, None,
   "Grace (11th) is applying to ASU and NAU next fall")],
 files=["college-board-receipt.pdf"]))
c.append(C("az-ind-011-baseball-glove-bat", "pass",
 "AZ §5.1 Tier 1: basic sports gear (balls, bats, gloves) — receipt only.",
 "Academy Sports + Outdoors - Gilbert", [
   L("Rawlings Players series 11\" youth glove", 34.99, SM, "Tier 1", "basic sports gear", "PE - baseball skills unit, throwing and catching"),
   L("Easton youth baseball bat 28\"", 39.99, SM, "Tier 1", "basic sports gear", "batting practice 3x a week"),
   L("Rawlings official youth baseballs 2pk", 9.99, SM, "Tier 1", "basic sports gear", None)],
 files=["academy-receipt-gilbert-order-7723.pdf"]))
c.append(C("az-ind-012-zoo-with-curriculum", "pass",
 "AZ §5.1 Tier 2: museum/venue tickets need a curriculum document — attached.",
 "Phoenix Zoo", [L("child admission (3-13), 9/13/2025", 24.95, SM, "Tier 2", "venue ticket",
   "life science course, desert ecosystems unit; the visit is the field observation lesson in the attached curriculum document")],
 files=["curriculum-document-life-science.pdf", "phoenix-zoo-receipt.pdf"]))
c.append(C("az-ind-013-community-college", "pass",
 "AZ §5.1 Postsecondary: Arizona community college tuition/fees/textbooks.",
 "Mesa Community College", [L("ENG 101 tuition (3 credits) + registration fee, fall 2025", 291.00, "Postsecondary", None, None,
   "Ava (12th) is taking first-year composition for college credit")],
 files=["mcc-statement-fall-2025.pdf", "visa-statement.pdf"]))
c.append(C("az-ind-014-time4learning", "pass",
 "AZ §5.1 Online learning programs / Tier 1 software; single student, core subjects.",
 "Time4Learning", [L("Time4Learning elementary monthly, 1 student (sept 2025)", 24.95, "Online Learning Programs", None, None,
   "core curriculum for math, language arts, science and social studies for Mia (2nd grade); order #T4L-882013")],
 files=["time4learning-invoice-T4L-882013.pdf"]))
# ---------------- REVIEW ----------------
c.append(C("az-ind-015-guitar-no-curriculum", "review",
 "AZ §5.3/§5.5 Tier 2: musical instruments require a curriculum document; none attached and a one-line note ('guitar for music') is the example of what fails. Needs the document.",
 "Sam Ash - Phoenix", [L("Fender FA-115 dreadnought acoustic guitar pack", 199.99, SM, None, None, "guitar for music")],
 files=["sam-ash-receipt.pdf"]))
c.append(C("az-ind-016-disneyland-tickets", "review",
 "AZ §5.1 Tier 2: venue tickets need a curriculum document (none attached); a California theme park's educational purpose is doubtful; reasonableness test (§5.2). Needs a human.",
 "Disneyland Resort", [L("Disneyland 1-day 1-park ticket, child", 119.00, SM, "Tier 2", "venue ticket",
   "field trip for animation and engineering")],
 files=["disneyland-eticket.pdf"]))
c.append(C("az-ind-017-macbook-pro-max", "review",
 "AZ §5.2: reasonableness vs. readily available alternatives; drafts proposed a $2,000 computer limit (not adopted, disputed). A $3,499 MacBook Pro for a 4th grader needs a human.",
 "Apple Scottsdale Quarter", [L("MacBook Pro 16-inch M4 Max 36GB/1TB", 3499.00, "Computer Hardware & Technological Devices", None,
   "4th grade schoolwork and he wants to learn coding")],
 files=["apple-receipt-W7712.pdf"]))
c.append(C("az-ind-018-tutor-range-invoice", "review",
 "AZ §5.4: tutor invoices must list each session date — '8 sessions in March' style ranges are rejected; credential attached, but the invoice needs fixing.",
 "Desert Sun Tutoring LLC", [L("reading tutoring - 8 sessions in september", 280.00, "Tutoring", None,
   "tutor: B.A. Elementary Education (ASU)", "reading fluency for my 1st grader")],
 files=["tutor-ba-diploma.pdf", "desert-sun-invoice.pdf"]))
c.append(C("az-ind-019-square-slip", "review",
 "AZ §5.4: a basic Square slip without itemization, vendor address or order number is insufficient; the item itself (science kit) is Tier 1.",
 "Science Fair Booth (Square)", [L("science kit", 45.00, SM, None, None, "science")],
 files=["square-receipt-slip.jpg"]))
c.append(C("az-ind-020-weighted-blanket-universal", "review",
 "AZ §5.1/§5.5: associated goods need documented need; a universal student (no IEP/504) — 'similarly situated' rule; needs a human (likely denied unless a course-of-study route).",
 "Target - Glendale", [L("Pillowfort weighted blanket 7 lb kids", 49.99, "Associated Goods", None, None,
   "helps my son calm down before reading time")],
 files=["target-receipt-glendale.pdf"]))
c.append(C("az-ind-021-karate-no-attestation", "review",
 "AZ §5.3: instructor-led classes (martial arts) need the instructor credential or a business attestation form; Tier 2 curriculum document also missing.",
 "Tiger Rock Martial Arts of Peoria", [L("karate monthly tuition - september 2025", 149.00, SM, "Tier 2", "sports lessons",
   "PE, discipline and fitness")],
 files=["tiger-rock-receipt.pdf"]))
c.append(C("az-ind-022-tutor-prepaid-semester", "review",
 "AZ §5.2: 'do not prepay services beyond the current quarter' and invoices should not span two quarters; this prepays Aug–Dec (Q1+Q2).",
 "Scholars Edge Tutoring", [L("fall semester package Aug 4 - Dec 12, 2025, 36 sessions (dates listed on invoice)", 1620.00, "Tutoring", None,
   "tutor holds an Arizona teaching certificate (copy attached)",
   "algebra 1 support for Noah (9th grade) twice a week")],
 files=["az-teaching-certificate.pdf", "scholars-edge-invoice-fall.pdf"]))
c.append(C("az-ind-023-paypal-friends-family", "review",
 "AZ §5.2: PayPal payments should use 'goods and services', not 'friends and family' (dated ADE tip); credential shown. Needs a human to accept the proof.",
 "Ms. Carla Jimenez", [L("spanish tutoring 9/3, 9/10, 9/17, 9/24/2025 @ $35", 140.00, "Tutoring", None,
   "has a high school diploma + native speaker",
   "spanish 1 for our 7th grader, lessons follow Spanish for You! curriculum; paid via paypal friends & family")],
 files=["jimenez-hs-diploma.pdf", "tutoring-invoice-sept.pdf", "paypal-friends-family-screenshot.png"]))
c.append(C("az-ind-024-gift-card", "review",
 "AZ §5.2: gift cards — explicit rule 'not found'; a gift card does not show what educational item was bought. Needs a human.",
 "Barnes & Noble", [L("B&N gift card", 100.00, SM, None, None, "so she can pick her own books for reading")],
 files=["bn-giftcard-receipt.pdf"]))
c.append(C("az-ind-025-stand-mixer", "review",
 "Home-economics equipment: drafts proposed a $500/yr limit (not adopted); Tier 2 status and 'primarily educational' test unclear for a stand mixer; no curriculum document. Needs a human.",
 "Williams Sonoma", [L("KitchenAid Artisan 5-qt tilt-head stand mixer", 449.95, SM, None, None,
   "home ec / baking class, she bakes bread every week")],
 files=["williams-sonoma-receipt.pdf"]))
c.append(C("az-ind-026-therapy-iep-unclear", "review",
 "AZ §5.1/§5.3: educational therapies are disability-track only and need IEP/MET/504 on file and a license copy; neither is attached or stated.",
 "Sonoran Kids OT", [L("OT sessions x3 september", 375.00, "Educational Therapies", None, None,
   "handwriting")],
 files=["sonoran-kids-invoice.pdf"]))
c.append(C("az-ind-027-bose-headphones", "review",
 "AZ §5.1: headphones count as supplemental material, but home audio/entertainment devices are excluded; $429 premium noise-cancelling headphones with a vague reason — needs a human.",
 "Best Buy - Tucson", [L("Bose QuietComfort Ultra headphones", 429.00, "Computer Hardware & Technological Devices", None,
   "for online classes")],
 files=["bestbuy-receipt-tucson.pdf"]))
# ---------------- FAIL ----------------
c.append(C("az-ind-028-family-gym", "fail",
 "AZ §5.2: gym/PE-facility memberships are individual student only; 'family memberships not allowed'.",
 "Life Time - Gilbert", [L("Life Time family membership (2 adults, 2 kids) - September", 339.00, SM, "Tier 2", "gym membership",
   "swim lessons and kids' fitness classes for PE")],
 files=["curriculum-document-pe.pdf", "lifetime-billing.pdf"]))
c.append(C("az-ind-029-tv-65", "fail",
 "AZ §5.1 Computer hardware: 'excluded: TVs'.",
 "Costco - Scottsdale", [L("Samsung 65-inch QLED Q60D TV", 649.99, "Computer Hardware & Technological Devices", None,
   "big screen to watch lessons and documentaries")],
 files=["costco-receipt.pdf"]))
c.append(C("az-ind-030-iphone", "fail",
 "AZ §5.1: telephones excluded.",
 "Verizon", [L("iPhone 16 128GB", 829.00, "Computer Hardware & Technological Devices", None,
   "for educational apps and so she can call me from tutoring")],
 files=["verizon-receipt.pdf"]))
c.append(C("az-ind-031-switch-oled", "fail",
 "AZ §5.1: game consoles & accessories excluded regardless of educational label (§5.5 'entertainment-centred devices fail').",
 "Target - Tempe", [L("Nintendo Switch OLED + Brain Age game", 399.98, "Computer Hardware & Technological Devices", None,
   "brain games for math facts")],
 files=["target-receipt.pdf"]))
c.append(C("az-ind-032-sonos-home-theater", "fail",
 "AZ §5.1: home theater/audio excluded.",
 "Sonos", [L("Sonos Arc Ultra soundbar + Sub Mini", 1928.00, "Computer Hardware & Technological Devices", None,
   "music appreciation class")],
 files=["sonos-order.pdf"]))
c.append(C("az-ind-033-aunt-tutor", "fail",
 "AZ §5.2: family members may not be paid as tutors.",
 "Rebecca Sandoval (aunt)", [L("tutoring 10 hrs reading, sept 2025 (9/2-9/30, M/W)", 250.00, "Tutoring", None,
   "my sister, certified teacher, AZ certificate",
   "she tutors her nephew in reading twice a week, paid by zelle")],
 files=["sandoval-az-teaching-certificate.pdf", "invoice.pdf"]))
c.append(C("az-ind-034-therapy-universal-student", "fail",
 "AZ §5.1: educational therapies are 'disability only'; the parent states the student has no IEP/504 (universal ESA).",
 "Valley Speech Therapy", [L("speech therapy 4 sessions (9/4-9/25/2025)", 440.00, "Educational Therapies", None,
   "licensed SLP AZ #SLP-2231",
   "he doesn't have an IEP, we're on the universal ESA, but his lisp bothers him")],
 files=["slp-license.pdf", "valley-speech-invoice.pdf"]))
c.append(C("az-ind-035-ot-late-cancel-fee", "fail",
 "Multi-line: the OT session is allowable (IEP + license attached), but the late-cancellation fee is not (§5.2 'late/cancelled/missed-appointment fees not allowable').",
 "Little Sprouts Therapy", [
   L("OT session 9/8/2025, 60 min", 125.00, "Educational Therapies", "occupational therapy", "OTR/L Dana Price, AZ license OT-08812", "fine motor goals per his IEP (autism)"),
   L("late cancellation fee 9/15/2025", 75.00, "Educational Therapies", None, None, "we were sick")],
 files=["iep-2025.pdf", "price-ot-license.pdf", "little-sprouts-invoice.pdf"]))
c.append(C("az-ind-036-soccer-camp-hotel", "fail",
 "Multi-line: camp enrollment can be Tier 2 (curriculum document attached), but 'camps/leagues: enrollment only — travel, lodging, food excluded' (§5.2).",
 "Real Salt Lake AZ Academy Camp", [
   L("summer soccer camp enrollment, July 14-18 2025 (Flagstaff)", 385.00, SM, "Tier 2", "sports camp", "PE curriculum, soccer skills"),
   L("Little America Flagstaff hotel 4 nights", 620.00, SM, None, None, "camp is 2.5 hrs away"),
   L("meals during camp", 140.00, None, None, None, None)],
 files=["curriculum-document-soccer.pdf", "camp-receipt.pdf", "hotel-folio.pdf"]))
c.append(C("az-ind-037-uniforms-old-navy", "fail",
 "AZ §5.1: uniforms only from/through the school or its recommended vendor; bought at Old Navy.",
 "Old Navy", [L("navy uniform polos x4 + khaki pants x2 (school dress code)", 96.94, "Qualified School Tuition & Fees", None, None,
   "school uniform for St. Francis Xavier, cheaper than the school's vendor (Dennis Uniform)")],
 files=["old-navy-receipt.pdf"]))
c.append(C("az-ind-038-iee-to-qualify", "fail",
 "AZ §5.1: evaluations only for students already in the disability track; 'universal students cannot use ESA for an IEE to establish eligibility'.",
 "Arizona Psychological Associates", [L("independent educational evaluation (psychoeducational)", 2200.00, "Educational & Psychological Evaluations", None,
   "Dr. S. Patel, licensed psychologist",
   "we're on the universal ESA and want an evaluation so she can qualify for the disability amount")],
 files=["evaluation-invoice.pdf"]))
c.append(C("az-ind-039-texas-private-school", "fail",
 "AZ §5.1: qualified school tuition is for a private school in Arizona; a Texas school does not qualify.",
 "Hill Country Christian School (Austin, TX)", [L("fall tuition installment, grade 4", 2100.00, "Qualified School Tuition & Fees", None, None,
   "we moved for my husband's job in august but kept the ESA")],
 files=["hccs-invoice.pdf"]))
c.append(C("az-ind-040-workbooks-plus-xbox-controller", "fail",
 "Multi-line: workbooks are Tier 1, but an Xbox controller is a game-console accessory (excluded, §5.1); the bad line decides.",
 "Walmart - Peoria", [
   L("Spectrum Reading workbook grade 5", 10.98, SM, "Tier 1", "workbook", "reading comprehension practice"),
   L("Xbox wireless controller - carbon black", 59.00, "Computer Hardware & Technological Devices", None, None, "for typing games on the pc")],
 files=["walmart-receipt-peoria-order-3391.pdf"]))
write("AZ_ESA", "2025-10-01T15:00:00.000Z", c, "AZ_ESA.json")
