from _lib import L, C, write
IM = "Instructional Material"
c = []
# ---------------- PASS ----------------
c.append(C("ua-ind-001-ipad-aac", "pass",
 "UA §2.1 Digital Devices: tablet allowed for FES-UA, once per 2 years; first device, student-specific need tied to autism/AAC goal, receipt attached.",
 "Apple Store", [L("iPad (10th generation) Wi-Fi 64GB - blue", 349.00, IM, "Digital Devices", "tablet",
   "Owen is 7, has autism (level 2) and is minimally verbal. his IEP communication goal uses Proloquo2Go; his SLP trialed it on her ipad and he started requesting with 2-3 word phrases. this is his first device from the scholarship, used every lesson and at every meal"),
   L("Proloquo2Go AAC app", 249.99, IM, "Assistive Technology Devices", "AAC", "the AAC app his SLP recommended, single license on his ipad")],
 files=["apple-receipt-MH4410.pdf", "slp-aac-recommendation-letter.pdf"]))
c.append(C("ua-ind-002-macbook-dyslexia", "pass",
 "UA §2.1 Digital Devices: laptop allowed once per 2 yrs; first laptop, strong justification tied to dyslexia and text-to-speech.",
 "Best Buy", [L("MacBook Air 13-inch M2 8GB/256GB", 799.00, IM, "Digital Devices", "laptop",
   "Chloe (8th grade) has dyslexia per her psychoeducational eval. she uses Read&Write text-to-speech and Dragon dictation for all writing assignments in her FLVS courses; first laptop bought with FES-UA funds")],
 files=["bestbuy-receipt-2025-08-11.pdf"]))
c.append(C("ua-ind-003-slp-licensed", "pass",
 "UA §2.3 Specialized services: licensed SLP (s. 468.1185) is an approved provider; invoice with student name, dates, service description; license attached.",
 "Coral Coast Speech & Language", [L("speech-language therapy, 60 min individual, 9/3, 9/10, 9/17, 9/24/2025 (CPT 92507 - treatment of speech/language)", 520.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", "SLP",
   "therapist: Amanda Pierce, M.S., CCC-SLP, FL license SA 23871",
   "Mia (5) has a receptive-expressive language disorder; weekly therapy targets the vocabulary and following-directions goals on her IEP")],
 files=["pierce-slp-license.pdf", "invoice-mia-lopez-sept-2025.pdf", "card-statement-sept-2025.pdf"]))
c.append(C("ua-ind-004-aba-bcba", "pass",
 "UA §2.3: ABA by a certified behavior analyst (s. 393.17) is an approved provider; itemized dated invoice.",
 "Bright Steps ABA LLC", [L("ABA therapy 97153 - 24 hrs direct (9/1-9/26/2025, M/W/F) + 97155 supervision 4 hrs", 1560.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", "ABA",
   "supervising BCBA Jordan Ellis, BCBA #1-19-41230; RBT Kayla Moore",
   "ABA for Lucas (6, autism), goals: tolerating transitions, toileting, and joint attention as in his treatment plan. insurance denied, we pay out of pocket")],
 files=["bcba-certificate-ellis.pdf", "bright-steps-invoice-lucas-sept.pdf", "treatment-plan-summary.pdf", "bank-statement-sept.pdf"]))
c.append(C("ua-ind-005-fulltime-private-tuition", "pass",
 "UA §2.1: full-time private-school tuition allowed for UA; invoice for the period, tuition schedule and proof of payment attached (§0.5 tuition package).",
 "Victory Academy of Tampa", [L("september 2025 tuition - full time, grade 5", 1150.00, "Eligible Private School", None, None,
   "Benjamin attends Victory Academy full time, a school for kids with learning differences; small classes for his ADHD and dyscalculia")],
 files=["victory-invoice-sept-2025.pdf", "2025-26-tuition-fee-schedule.pdf", "check-1043-cleared-front-back.pdf"]))
c.append(C("ua-ind-006-tutor-certified", "pass",
 "UA §2.3 part-time tutoring: FL educator certificate qualifies; dated invoice with student name.",
 "Reading Roots Tutoring", [L("1:1 reading intervention, Wilson Reading System, 8 x 45 min, Sept 2025 (dates on invoice)", 400.00, "Part-Time Tutoring Services", None,
   "tutor Karen Blake, FL educator certificate #1093348 (ESE K-12, Reading endorsement), Wilson Level I certified",
   "Henry (3rd, specific learning disability in reading) reads at a 1st grade level; Wilson 2x weekly per his IEP reading goal")],
 files=["blake-fl-certificate.pdf", "wilson-certification.pdf", "reading-roots-invoice-sept.pdf"]))
c.append(C("ua-ind-007-summer-program", "pass",
 "UA §2.1: Specialized Summer Education Program is a UA-only category. Date 7/2025 is within the 2025-26 year (starts July 1).",
 "Camp Leap Social Skills Summer Program", [L("specialized summer social skills program for children with autism, 4 weeks, July 7-Aug 1 2025", 1200.00, "Specialized Summer Education Program", None,
   "run by licensed clinical psychologist and BCBAs",
   "Ava (9, ASD) worked on peer conversation and flexibility, goals from her IEP social-emotional section; daily 9-1")],
 files=["camp-leap-invoice.pdf", "camp-leap-program-description.pdf", "visa-statement-july.pdf"]))
c.append(C("ua-ind-008-all-about-reading", "pass",
 "UA inherits PEP-type instructional materials (§2: 'everything PEP can buy'); publicly available curriculum, strong justification.",
 "All About Learning Press", [L("All About Reading Level 1 deluxe package (teacher's manual, student packet, readers, reading interactive kit)", 179.95, "Curriculum/Course", None, None,
   "multisensory Orton-Gillingham based reading program for Grayson (7, Down syndrome); we do one lesson a day, his IEP goal is decoding CVC words")],
 files=["aalp-order-1178823.pdf"]))
c.append(C("ua-ind-009-weighted-blanket-swing", "pass",
 "UA (PEP framework) Sensory Materials: sensory swing/bundles eligible; tied to documented sensory processing disorder.",
 "Harkla", [L("Harkla indoor therapy swing (hammock) + ceiling mount kit", 119.99, IM, "Sensory Materials", "sensory swing",
   "Zoe (8) has sensory processing disorder (in her eval). her OT plan uses 10 min of vestibular input before seatwork; we use it 3x per school day")],
 files=["harkla-receipt.pdf", "ot-home-program.pdf"]))
c.append(C("ua-ind-010-peripherals-for-device", "pass",
 "UA §2.1 Digital Periphery Devices (keyboard, headset) allowed for UA.",
 "Amazon", [L("Logitech K380 bluetooth keyboard", 39.99, IM, "Digital Periphery Devices", "keyboard",
   "Dylan (12, dysgraphia) types instead of handwriting per his accommodations; keyboard pairs with the ipad he got in 2024"),
   L("Puro Sound Labs BT2200s volume-limited kids headphones", 79.99, IM, "Digital Periphery Devices", "headset",
   "noise sensitivity (ASD); he listens to his audiobook assignments and Lexia lessons")],
 files=["amazon-order-114-2209331.pdf"]))
c.append(C("ua-ind-011-gatorland", "pass",
 "Shared SUFS framework: Gatorland is on the FL theme-park list; single child ticket well under $299, own claim, paid in full.",
 "Gatorland", [L("Gatorland general admission child (3-12), 09/20/2025", 26.74, IM, "Field Trips", "Florida theme park admission",
   "$24.99 + tax. reptile unit for Aiden (8, autism), he's obsessed with alligators so we use it for his science and writing goals, writing 5 sentences about the visit")],
 files=["gatorland-eticket.pdf"]))
c.append(C("ua-ind-012-job-coach", "pass",
 "UA §2.1: Transition Services Provided by Job Coaches is a UA category.",
 "Pathways Employment Services Inc.", [L("job coaching - 10 hrs on-site at Publix (9/2-9/30/2025), transition to work", 450.00, "Transition Services Provided by Job Coaches", None, None,
   "Tyler (18, intellectual disability) is working 2 afternoons a week as a bagger; the job coach teaches task sequencing and workplace social skills per his transition IEP")],
 files=["pathways-invoice-tyler-sept.pdf", "transition-iep-page.pdf"]))
c.append(C("ua-ind-013-aac-device", "pass",
 "UA §2.1 Assistive Technology Devices: AAC devices listed.",
 "Tobii Dynavox", [L("TD Snap Lite dedicated AAC device w/ carry case (private-pay)", 1895.00, IM, "Assistive Technology Devices", "AAC device",
   "Ella (10, cerebral palsy, nonverbal) - recommended in her AAC evaluation by her SLP; used across every lesson to answer questions")],
 files=["tobii-invoice.pdf", "aac-evaluation-report.pdf", "ach-payment-confirmation.pdf"]))
c.append(C("ua-ind-014-ot-licensed", "pass",
 "UA §2.3: OT licensed under ch. 468 pt III is an approved provider; license and dated invoice attached.",
 "Little Hands Pediatric OT", [L("occupational therapy eval + 3 treatment sessions (8/28, 9/4, 9/11/2025)", 540.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", "OT",
   "OTR/L Priya Natarajan, FL license OT 12047",
   "fine motor and handwriting for Sam (6, dyspraxia), per his IEP handwriting goal")],
 files=["natarajan-ot-license.pdf", "little-hands-invoice.pdf"]))
# ---------------- REVIEW ----------------
c.append(C("ua-ind-015-switch-brain-training", "review",
 "UA §2.1: gaming console allowed 'only with educational software' [T-level source]; Switch with Brain Training is borderline — needs a human.",
 "Target", [L("Nintendo Switch Lite - turquoise", 199.99, IM, "Digital Devices", None,
   "only game is Big Brain Academy for memory and math facts, he has ADHD"),
   L("Big Brain Academy: Brain vs. Brain (Switch)", 29.99, IM, "Digital Materials")],
 files=["target-receipt-switch.pdf"]))
c.append(C("ua-ind-016-ipad-replacement", "review",
 "UA §2.2: devices 1 per 2 yrs, earlier replacement by pre-auth; parent says the last iPad was bought in 2024 — no pre-authorization attached.",
 "Apple Store", [L("iPad Air 11-inch M2 128GB wifi", 599.00, IM, "Digital Devices", None,
   "the ipad we got in march 2024 with the scholarship has a cracked screen and won't charge. she needs it for her reading apps")],
 files=["apple-receipt.pdf"]))
c.append(C("ua-ind-017-pt-no-license", "review",
 "UA §2.3: specialized services need provider license/approval; no license attached or named.",
 "Move & Grow Kids Therapy", [L("physical therapy - 4 visits september", 600.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", "PT", None,
   "PT for my son")],
 files=["move-grow-invoice.jpg"]))
c.append(C("ua-ind-018-macbook-pro-weak", "review",
 "UA Digital Devices allowed, but an expensive MacBook Pro with a generic justification ('for school') — weak justification and cost reasonableness need a human.",
 "Apple", [L("MacBook Pro 16\" M4 Pro 48GB/1TB", 2999.00, IM, "Digital Devices", None, "for school")],
 files=["apple-invoice.pdf"]))
c.append(C("ua-ind-019-music-therapy", "review",
 "UA §2.1: music therapy appears only in a parent summary [T]; not one of the statutory specialized services (ABA/SLP/OT/PT/LSL); board certification attached but category eligibility is uncertain.",
 "Harmony Music Therapy LLC", [L("music therapy 4 x 45 min sessions, Sept 2025", 340.00, "Specialized Services", None,
   "Jessica Tran, MT-BC",
   "Leo (5, autism) uses songs to practice turn taking and speech sounds")],
 files=["mtbc-certificate.pdf", "harmony-invoice.pdf"]))
c.append(C("ua-ind-020-hippotherapy", "review",
 "UA §2.1: therapeutic riding named only in [T] source; provider is a PATH instructor, not a licensed PT/OT — eligibility ambiguous.",
 "Hearts & Hooves Therapeutic Riding", [L("therapeutic riding lessons x4 (sept 2025)", 260.00, "Specialized Services", None,
   "PATH Intl certified instructor",
   "core strength and balance for Ruby (9, cerebral palsy)")],
 files=["path-certificate.pdf", "hearts-hooves-invoice.pdf"]))
c.append(C("ua-ind-021-disney-over-299", "review",
 "Theme-park cap ($299 before tax, 1/yr) is PEP text; programs.md says UA theme-park lists are 'presumably the same ... not verified'. A $445 ticket possibly exceeds the cap — needs a human.",
 "Walt Disney World", [L("3-day base ticket, child, Magic Kingdom/Epcot/Animal Kingdom", 445.00, IM, "Field Trips", "Florida theme park admission",
   "Epcot Living with the Land and The Seas for science, Animal Kingdom conservation station")],
 files=["disney-invoice.pdf", "paid-in-full-statement.pdf"]))
c.append(C("ua-ind-022-therapy-georgia", "review",
 "§0.3: services must be delivered in Florida (credentialed virtual providers excepted) and out-of-state activities need pre-authorization; an in-person intensive in Atlanta without pre-auth.",
 "Atlanta Pediatric Intensive Therapy Center", [L("2-week intensive PT/OT program (in person, Atlanta GA)", 3200.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", None,
   "licensed PTs & OTs (Georgia licenses)",
   "intensive suit therapy for Nora's CP, not available near us in Pensacola")],
 files=["ga-license-copies.pdf", "intensive-invoice.pdf"]))
c.append(C("ua-ind-023-apple-watch", "review",
 "Smart watch is in the UA device list [T], but the educational benefit of an Apple Watch Series with cellular is unclear — needs a human.",
 "Verizon", [L("Apple Watch SE 40mm GPS + cellular", 299.00, IM, "Digital Devices", None,
   "visual timers and schedule reminders for his autism, and so I can reach him")],
 files=["verizon-receipt.pdf"]))
c.append(C("ua-ind-024-vpk-daycare-invoice", "review",
 "§0.5 tuition package: 'pre-K invoices must say pre-K, not daycare/nursery'; invoice is labeled daycare — hold for a corrected document.",
 "Little Sprouts Learning Center", [L("daycare - september 2025 (age 4)", 650.00, "Programs Offered by VPK and School Readiness Providers", None, None,
   "our 4 year old with a speech delay attends the pre-k room full day")],
 files=["little-sprouts-invoice-daycare.pdf"]))
c.append(C("ua-ind-025-tuition-no-proof", "review",
 "§0.5: an invoice that shows neither paid-in-full nor means of payment is not proof of payment; no tuition schedule either.",
 "Hope Christian School", [L("tuition aug + sept 2025", 1800.00, "Eligible Private School", None, None,
   "full time tuition grade 2")],
 files=["hope-invoice.pdf"]))
c.append(C("ua-ind-026-neuropsych-eval", "review",
 "UA §2.2: medical services generally not eligible except the named specialized services; a neuropsychological evaluation by a psychologist (s. 1002.66 lists psychologists as approved providers) is ambiguous.",
 "Gulf Coast Neuropsychology", [L("comprehensive neuropsychological evaluation (testing + report)", 2400.00, "Testing and Assessments", None,
   "Dr. Alan Brooks, PsyD, licensed psychologist PY 8812",
   "re-evaluation to update his IEP accommodations")],
 files=["brooks-license.pdf", "neuropsych-invoice.pdf"]))
c.append(C("ua-ind-027-tutor-hs-diploma", "review",
 "UA §2.3 tutor list: FL certificate, adjunct certificate, bachelor's/graduate degree, or subject mastery (FTCE/ACTFL); tutor is a college junior — may have passed an FTCE subject exam but nothing attached. Needs documentation.",
 "Sophie R.", [L("math tutoring 8 hrs - september (tues/thurs)", 200.00, "Part-Time Tutoring Services", None,
   "college junior at USF (math education major), has a high school diploma",
   "pre-algebra help for my daughter with ADHD, paid thru venmo")],
 files=["venmo-history-sept.png"]))
# ---------------- FAIL ----------------
c.append(C("ua-ind-028-xbox-fortnite", "fail",
 "UA §2.1: gaming console only with educational software; an Xbox bundle with Fortnite/Call of Duty is entertainment, and violent content is ineligible (§0.3 safety).",
 "Walmart", [L("Xbox Series X 1TB console", 499.99, IM, "Digital Devices", None, "social skills playing online with friends"),
   L("Call of Duty: Black Ops 6", 69.99, IM, None, None, None)],
 files=["walmart-receipt.pdf"]))
c.append(C("ua-ind-029-orthodontist", "fail",
 "UA §2.2: medical services are not eligible except the named specialized services; orthodontics is not one.",
 "Smile Orthodontics", [L("braces - phase 1 down payment", 1500.00, "Specialized Services", None, None,
   "she has down syndrome and needs braces")],
 files=["ortho-contract.pdf"]))
c.append(C("ua-ind-030-paris-louvre", "fail",
 "§0.3: 'field trips outside the US are never eligible'.",
 "Paris Musées / Louvre", [L("Louvre museum ticket + audio guide (paris, france)", 32.00, IM, "Field Trips", None,
   "art history, the mona lisa, he has autism and loves art")],
 files=["louvre-eticket.pdf"]))
c.append(C("ua-ind-031-craigslist-ipad-cash", "fail",
 "§0.3: 'Cash to private sellers: not reimbursable'.",
 "Craigslist (private seller)", [L("used iPad 9th gen 64gb", 150.00, IM, "Digital Devices", None,
   "paid cash to a guy from craigslist, cheaper than new, for her learning apps")],
 files=["photo-of-handwritten-note.jpg"]))
c.append(C("ua-ind-032-grandma-therapist", "fail",
 "UA §2.3: specialized services only from licensed/approved providers; the parent states the provider is not licensed — ineligible provider.",
 "Linda Parker (grandmother)", [L("speech practice sessions, 12 hrs", 360.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", "SLP",
   "my mom is a retired teacher's aide, not licensed, but she does his speech homework with him",
   "speech practice")],
 files=["handwritten-invoice.jpg"]))
c.append(C("ua-ind-033-lightning-tickets", "fail",
 "Sporting-event tickets are prohibited in the SUFS framework (§1.2, UA lists presumed same) and fall in no UA category.",
 "Ticketmaster", [L("Tampa Bay Lightning vs Boston Bruins, 2 tickets", 212.00, IM, "Field Trips", None,
   "sensory-friendly night, social outing")],
 files=["tm-order.pdf"]))
c.append(C("ua-ind-034-gas-mileage-therapy", "fail",
 "Transportation (gas, mileage) is prohibited in the SUFS framework (§1.2) and is no UA category.",
 "Shell / self", [L("mileage to and from OT appointments, 420 miles @ .67", 281.40, "Specialized Services", None, None,
   "we drive 35 miles each way to therapy 3x a week")]))
c.append(C("ua-ind-035-tv-75in", "fail",
 "Shared furnishings rule TV ≤ 55\" (PEP §1.1; FES-EO 2023-24 'TVs up to 55\"'); 75\" exceeds beyond doubt.",
 "Costco", [L("LG 75\" class UT75 4K smart TV", 579.99, IM, "At-Home Classroom Furnishings", "TV",
   "visual learner, big screen for his lessons")],
 files=["costco-receipt.pdf"]))
c.append(C("ua-ind-036-airsoft", "fail",
 "§0.3 safety / §1.2: toy weapons (airsoft, BB) ineligible.",
 "Academy Sports + Outdoors", [L("Crosman airsoft rifle kit w/ 2000 BBs", 59.99, IM, "Physical Education", None,
   "target practice for focus and fine motor")],
 files=["academy-receipt.pdf"]))
c.append(C("ua-ind-037-ship-to-ohio", "fail",
 "§0.3: reimbursed items must ship to a Florida address or Florida P.O. box; shipped to Ohio with no military exception.",
 "Amazon", [L("Learning Resources Reading Rods phonics set", 44.99, IM, "Learning Manipulatives & Creative Play", None,
   "phonics practice; shipped to grandma's house in Columbus, Ohio where we spend the fall")],
 files=["amazon-order-ship-to-columbus-oh.pdf"]))
c.append(C("ua-ind-038-old-school-year", "fail",
 "§0.6: school year July 1 – June 30, items must be bought in the current year; a June 2024 purchase submitted in October 2025 is outside 2025-26 and past any July 31 grace.",
 "Lakeshore Learning", [L("Lakeshore magnetic ten-frame kit + fraction tiles (receipt dated 06/14/2024)", 64.98, IM, "Learning Manipulatives & Creative Play", None,
   "math manipulatives for dyscalculia; forgot to submit last year")],
 files=["lakeshore-receipt-2024-06-14.pdf"]))
c.append(C("ua-ind-039-parent-gym", "fail",
 "Gym memberships are student only (PEP §1.1, SUFS framework); this membership is for the parent.",
 "Planet Fitness", [L("PF Black Card membership - Mom (Jennifer Ortiz), monthly", 24.99, IM, "Physical Education", None,
   "I bring my son with me and he uses the massage chairs and walks the track")],
 files=["planet-fitness-billing.pdf"]))
c.append(C("ua-ind-040-lodging-meals-multi", "fail",
 "Multi-line: the Kennedy Space Center student ticket is a fine Florida field trip, but hotel and meals are prohibited (§1.2 lodging/meals, shared framework).",
 "Cocoa Beach trip", [
   L("Kennedy Space Center Visitor Complex - child admission", 65.00, IM, "Field Trips", None, "space unit, rockets, he is 10 and has ADHD"),
   L("Hilton Garden Inn Cocoa Beach 1 night", 189.00, None, None, None, "too far to drive back the same day with his meltdowns"),
   L("Moon Rock Cafe lunch", 34.50)],
 files=["ksc-receipt.pdf", "hilton-folio.pdf", "cafe-receipt.jpg"]))
write("FL_UA", "2025-10-01T15:00:00.000Z", c, "FL_UA.json")
