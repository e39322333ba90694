from _lib import L, C, write
IM = "Instructional Materials"
c = []
# ---------------- PASS ----------------
c.append(C("pep-ind-001-tv-55in-classroom", "pass",
 "PEP §1.1 At-Home Classroom Furnishings lists TV with limit 'TV ≤ 55\"'; 55\" is at the limit, first TV (2-yr rule respected), receipt attached, shipped to FL address, strong student-specific use.",
 "Best Buy", [L("Samsung 55\" Class Crystal UHD 4K Smart TV UN55DU7200", 397.99, IM, "At-Home Classroom Furnishings", "TV",
   "our homeschool room has no screen. my son (4th grade) does Math-U-See DVD lessons every morning and we watch the Liberty's Kids history series for our american revolution unit 3x a week. first tv we have bought with pep, mounted in the school room")],
 files=["bestbuy-receipt-2026-08-19.pdf", "shipping-confirmation-ocala-fl.pdf"]))
c.append(C("pep-ind-002-saxon-math-kit", "pass",
 "PEP §1.1 Curriculum & Curriculum Materials: complete, publicly available course of study incl. teacher manual; no pre-auth needed. Strong justification.",
 "Christianbook.com", [L("Saxon Math 5/4 Homeschool Kit, 3rd edition (student text, tests & worksheets, solutions manual)", 139.95, "Curriculum & Curriculum Materials", None, None,
   "full year math curriculum for my daughter Ava (grade 4). she finished 3rd grade math in may; this is our main math program, one lesson a day 4 days a week, and the test booklet is how we track progress on her SLP math goal")],
 files=["christianbook-order-88213407.pdf"]))
c.append(C("pep-ind-003-tutor-fl-certified", "pass",
 "PEP §1.3 part-time tutoring: 'FL educator cert' is on the credential list; invoice shows student name, dates, service; payment proof (Zelle) attached.",
 "Maria Gonzalez Tutoring", [L("Reading tutoring - 8 sessions x 1 hr (Sept 2, 4, 9, 11, 16, 18, 23, 25, 2026) @ $45/hr", 360.00, "Part-Time Tutoring Services", None,
   "tutor: Maria Gonzalez, certified teacher FL #1187342, Reading K-12 + Elementary Ed 1-6",
   "Liam is in 2nd grade and his spring norm-referenced test put him below grade level in fluency. Ms. Gonzalez does Orton-Gillingham style phonics with him twice a week, this is directly from his SLP reading goal. paid by zelle")],
 files=["fl-educator-certificate-gonzalez.pdf", "invoice-sept-2026-liam-smith.pdf", "zelle-payment-confirmation.png"]))
c.append(C("pep-ind-004-piano-lessons-degree", "pass",
 "PEP §1.3 elective/enrichment lessons: provider with a degree in the subject qualifies; degree attached, invoice with dates.",
 "Coastal Keys Music Studio LLC", [L("private piano lessons, 30 min weekly, september 2026 (4 lessons)", 140.00, IM, "Electives", "music lessons",
   "teacher Mr. Daniel Okafor holds a Bachelor of Music in piano performance (UF 2015). Grace (age 9) is doing the Faber Piano Adventures level 2A as her music elective in her learning plan and practices 20 min a day")],
 files=["okafor-bm-diploma.pdf", "coastal-keys-invoice-0926.pdf", "card-statement-sept.pdf"]))
c.append(C("pep-ind-005-busch-gardens-single", "pass",
 "PEP §1.1 Florida theme park admission: Busch Gardens Tampa is listed; one student ticket, $129.99 before tax ≤ $299, basic admission only, alone in its own claim, paid in full.",
 "Busch Gardens Tampa Bay", [L("1-Day Single Park Ticket (ages 3-9) - Busch Gardens Tampa, visit 09/19/2026", 139.09, IM, "Field Trips", "Florida theme park admission",
   "ticket 129.99 + 7% tax = 139.09. Noah (7) is doing an african animals unit (Apologia Zoology 3). we are doing the Serengeti Plain and the animal care center keeper talks and he will write a report. only his ticket is claimed, i paid for mine separately")],
 files=["busch-gardens-e-ticket-invoice.pdf", "visa-statement-paid-in-full.pdf"]))
c.append(C("pep-ind-006-universal-298", "pass",
 "Near miss on the theme-park cap: PEP §1.2 'theme park $299 before tax/yr'; $298.00 base + tax is within the cap (tax is allowed on top). Universal is on the FL list, single student ticket, own claim, paid in full.",
 "Universal Orlando Resort", [L("Universal Orlando 2-Day 1-Park-Per-Day Base Ticket, Child (no park-to-park), 09/26/2026", 317.37, IM, "Field Trips", "Florida theme park admission",
   "$298.00 ticket + $19.37 sales tax. our 6th grader's physics elective is on forces and motion; we'll time ride drops and calculate g-forces with the worksheet from Amusement Park Physics (the book we use). first and only theme park trip this school year")],
 files=["universal-order-UOR7781203.pdf", "amex-statement-sept.pdf"]))
c.append(C("pep-ind-007-spectrum-internet", "pass",
 "PEP §1.1 Internet Resources: home internet at the Florida residential address; not prorated.",
 "Spectrum", [L("Spectrum Internet 300 Mbps - monthly service Sept 2026, acct ending 4471", 79.99, IM, "Internet Resources", "home internet",
   "service address 1420 Palm Ridge Dr, Brandon FL (the address on our application). Elijah takes his FLVS flex course and Beast Academy online over this connection every day")],
 files=["spectrum-bill-sept-2026.pdf"]))
c.append(C("pep-ind-008-rx-eyeglasses", "pass",
 "PEP §1.1 School Supplies includes prescription eyeglasses, 1 pair per year; first pair this year, prescription attached.",
 "Warby Parker", [L("Kids prescription eyeglasses - Haskell frames, single vision lenses w/ blue light", 145.00, IM, "School Supplies", "prescription eyeglasses",
   "Sofia (10) was diagnosed nearsighted at her eye exam in august and couldn't read the whiteboard or her math book without squinting. first pair bought this school year")],
 files=["warby-parker-receipt.pdf", "eye-exam-prescription-aug-2026.pdf"]))
c.append(C("pep-ind-009-soccer-cleats-shinguards", "pass",
 "PEP §1.1 Physical Education lists sport-specific footwear, uniforms, balls; 'footwear except sport-specific' is prohibited, cleats are sport-specific (near miss to the sneaker claim).",
 "Dick's Sporting Goods", [
   L("adidas Copa Pure youth firm ground soccer cleats sz 4", 54.99, IM, "Physical Education", "sport-specific footwear",
     "Mateo plays in the Tampa Bay United rec league fall season (PE on his learning plan, practices tue/thu + sat games); cleats are required by the league"),
   L("Nike Charge youth shin guards M", 16.99, IM, "Physical Education", "equipment", "league requires shin guards for every practice and game")],
 files=["dicks-receipt-09-03-2026.pdf"]))
c.append(C("pep-ind-010-flute-rental", "pass",
 "PEP §1.1 Musical Instruments & Equipment: instruments, rentals and insurance are eligible.",
 "Music & Arts", [L("Yamaha YFL-222 student flute rent-to-own, monthly + maintenance & damage protection", 38.50, IM, "Musical Instruments & Equipment", "rental",
   "Harper (11) started flute in the homeschool band at Suncoast Homeschool Co-op in august, rehearsals weekly, uses Essential Elements book 1")],
 files=["music-and-arts-invoice-aug-2026.pdf"]))
c.append(C("pep-ind-011-ap-exam", "pass",
 "PEP §1.1 Testing & Assessment Fees: AP exams eligible.",
 "College Board", [L("AP Biology exam registration fee 2027", 99.00, "Testing and Assessments", None, None,
   "Olivia (11th grade) is finishing the Apologia Advanced Biology course this year and will sit the AP Bio exam in may 2027 at a testing site in Sarasota")],
 files=["college-board-ap-receipt.pdf"]))
c.append(C("pep-ind-012-science-center-admission", "pass",
 "PEP §1.1 Field Trips: museum admission in Florida, student admission only, student-age price.",
 "Orlando Science Center", [L("orlando science center - child general admission (age 8)", 19.95, IM, "Field Trips", "museum admission",
   "field trip for our simple machines and electricity unit (Real Science Odyssey Physics level 1), he did the KinetiCity exhibit and the worksheet we made. only his ticket")],
 files=["osc-ticket-receipt.png"]))
c.append(C("pep-ind-013-nugget-sensory", "pass",
 "PEP §1.1 Sensory Materials lists comfort chairs (beanbag, Nugget).",
 "Nugget Comfort", [L("Nugget Comfort couch - Koala color", 259.00, IM, "Sensory Materials", "comfort chair",
   "Jacob (6) has ADHD and can't sit still for read-alouds. his OT suggested a place to move and crash between lessons; we use the nugget for every morning reading block and for his brain breaks")],
 files=["nugget-order-56120.pdf"]))
c.append(C("pep-ind-014-lego-bricks-math", "pass",
 "PEP §1.1 Learning Manipulatives & Creative Play lists LEGO.",
 "Target", [L("LEGO Classic Large Creative Brick Box 10698 (790 pcs)", 59.99, IM, "Learning Manipulatives & Creative Play", "LEGO",
   "kindergarten math: we build ten-frames and fractions with bricks (Math with Legos method, 3x/week) and the engineering challenge cards for STEM friday. for Emma only")],
 files=["target-receipt-highlighted.jpg"]))
c.append(C("pep-ind-015-georgia-aquarium-preauth", "pass",
 "PEP §1.2 out-of-state field trips need pre-authorization; pre-auth number given and attached, so it is allowed. Student admission only, in the US. Near miss to the Atlanta claim without pre-auth.",
 "Georgia Aquarium", [L("general admission child (3-12) - atlanta ga, 09/24/2026", 44.95, IM, "Field Trips", "aquarium admission",
   "pre-authorization # PA-2026-118734 approved 9/10/2026. marine biology elective for Ethan (9th grade, Exploring Creation with Marine Biology), we are doing the whale shark & beluga educational program")],
 files=["preauth-approval-PA-2026-118734.pdf", "georgia-aquarium-receipt.pdf"]))
# ---------------- REVIEW ----------------
c.append(C("pep-ind-016-outschool-live", "review",
 "Ambiguous eligibility: PEP §1.1 Curriculum says 'live online only via approved online/virtual provider category'; Outschool live classes taught by individuals are not clearly an approved provider, and self-paced courses are fine but this is live. Needs a human.",
 "Outschool", [L("outschool: Live Middle School Spanish 1 - 12 weeks, meets 2x/wk", 204.00, "Curriculum/Course", None, None,
   "Isabella (7th) wants to learn spanish, live class with teacher Srta. Rivera")],
 files=["outschool-order-confirmation.pdf"]))
c.append(C("pep-ind-017-tutor-no-credential-doc", "review",
 "PEP §1.3: part-time tutor needs one listed credential; none is attached or named and the justification is generic. Needs a document.",
 "Ms. Tanya (tutor)", [L("math tutoring sept", 240.00, "Part-Time Tutoring Services", None, None, "math help")],
 files=["tutoring-invoice.jpg"]))
c.append(C("pep-ind-018-tutor-degree-other-subject", "review",
 "PEP §1.3 credential list needs a degree 'in the subject taught'; a B.A. in English teaching algebra does not meet that route, but the tutor may hold another listed credential — hold for documentation.",
 "Bright Path Tutoring (Kevin Ruiz)", [L("algebra 1 tutoring - 6 sessions, 9/8-9/26/2026, $50/session", 300.00, "Part-Time Tutoring Services", None,
   "tutor has a B.A. in English Literature from FSU",
   "Caleb (8th grade) is taking Algebra 1 with Math-U-See and is struggling with equations, tutor comes tuesdays and fridays. venmo to tutor")],
 files=["ruiz-ba-english-diploma.pdf", "invoice-caleb-sept.pdf", "venmo-screenshot.png"]))
c.append(C("pep-ind-019-atlanta-aquarium-no-preauth", "review",
 "PEP §1.2 'out-of-state activities without pre-auth' prohibited / Appendix B requires pre-auth for out-of-state admissions; none given. Near miss of the pre-authorized claim.",
 "Georgia Aquarium", [L("Georgia Aquarium general admission (child) - 09/24/2026", 44.95, IM, "Field Trips", None,
   "marine bio field trip while visiting grandma in atlanta")],
 files=["georgia-aquarium-receipt.pdf"]))
c.append(C("pep-ind-020-family-zoo-membership", "review",
 "PEP §0.3/§1.1: family memberships/admissions must be prorated to the student's share; the full family price is claimed. Needs proration by a reviewer.",
 "ZooTampa at Lowry Park", [L("Family Zoo Membership (2 adults + 3 kids) - 1 yr", 249.00, IM, "Field Trips", "zoo membership",
   "we go about twice a month for our animal science lessons, my 5th grader keeps a nature journal of the animals")],
 files=["zootampa-membership-receipt.pdf"]))
c.append(C("pep-ind-021-bike-replacement", "review",
 "PEP §1.2 Appendix B: replacements inside the 2-year window (PE equipment) need pre-authorization; parent says a bike was bought last year with PEP, no pre-auth.",
 "Walmart", [L("Huffy 24 in. Stone Mountain mountain bike", 168.00, IM, "Physical Education", "bicycle",
   "he outgrew the 20 inch bike we got with pep funds last fall, rides daily for PE")],
 files=["walmart-receipt-0912.pdf"]))
c.append(C("pep-ind-022-paddleboards-two", "review",
 "PEP §0.3 single-user/proration and 'buying several units in one transaction does not get around it'; two boards for two kids (one possibly not a PEP student) — only the student's share is claimable. Needs a human to prorate/verify.",
 "Costco", [L("Pelican 10' inflatable paddle board 2-pack", 399.99, IM, "Physical Education", "non-motorized watercraft",
   "PE on the water for both kids, we paddle at Weedon Island every weekend")],
 files=["costco-receipt.jpg"]))
c.append(C("pep-ind-023-play-kitchen-weak", "review",
 "Play kitchen is listed under Learning Manipulatives, but the justification is generic ('for school') — weak justification for a $200+ item.",
 "Amazon", [L("KidKraft Uptown Espresso Wooden Play Kitchen", 214.99, IM, "Learning Manipulatives & Creative Play", None, "for school")],
 files=["amazon-order-113-4477120.pdf"]))
c.append(C("pep-ind-024-cricut-maker", "review",
 "Ambiguous: a Cricut is a computer-controlled cutting machine that needs a device/app; could be elective equipment (sewing/crafts) or a digital peripheral (PEP prohibits peripherals). Needs a human.",
 "Michaels", [L("Cricut Maker 3 smart cutting machine", 329.00, IM, "Electives", "equipment",
   "for her sewing and art elective, cutting fabric patterns and vinyl for projects")],
 files=["michaels-receipt-0829.pdf"]))
c.append(C("pep-ind-025-coop-teacher-venmo", "review",
 "PEP §1.1 HEIP: payee must be a business, not an individual; other live instruction must meet part-time tutor rules — paid by Venmo to an individual with no credential shown. Needs documentation; could be a fail.",
 "Jennifer Hollis", [L("co-op class fee: Thursday homeschool co-op - Chemistry in the Kitchen, fall semester", 180.00, "Home Education Instructional Program Tuition/Fees", None, None,
   "venmo to Mrs. Hollis who teaches the chemistry class at our co-op, 14 weeks")],
 files=["venmo-payment-hollis.png"]))
c.append(C("pep-ind-026-unit-study-etsy", "review",
 "PEP §1.1: 'curriculum not publicly available → pre-auth'; a hand-made unit study from an individual Etsy seller with no pre-auth number.",
 "Etsy - LittleOakLearning", [L("Florida History Unit Study bundle (printable PDF, 6 weeks) ", 24.00, "Curriculum & Curriculum Materials", None, None,
   "4th grade florida history is required in his plan, this has the lessons and map work")],
 files=["etsy-receipt.pdf"]))
c.append(C("pep-ind-027-family-gym", "review",
 "PEP §1.1 Physical Education: 'gym memberships & class passes (student only)'; a family membership is claimed in full. Needs proration/human decision.",
 "YMCA of Central Florida", [L("YMCA family membership - september 2026", 92.00, IM, "Physical Education", "gym membership",
   "my 14 yr old swims laps 4x/week and takes the teen strength class for his PE credit")],
 files=["ymca-draft-receipt-sept.pdf"]))
c.append(C("pep-ind-028-disney-plus-family", "review",
 "PEP §1.1 Educational Software & Subscriptions: video streaming eligible at single-user pricing, family/multi-user plans prorated or ineligible; justification thin. Needs a human.",
 "Disney+", [L("Disney+ Premium annual subscription", 159.99, IM, "Educational Software & Subscriptions", "video streaming",
   "nat geo documentaries")],
 files=["disney-plus-invoice-INV-2026-90312.pdf"]))
c.append(C("pep-ind-029-microscope-weak-just", "review",
 "Lab equipment is eligible (PEP §1.1 Lab Fees & Materials), but the claim has no receipt attached and the justification is generic.",
 "Amazon", [L("AmScope 40X-1000X student compound microscope", 139.99, IM, "Lab Fees & Materials", None, "school")]))
# ---------------- FAIL ----------------
c.append(C("pep-ind-030-tv-65in", "fail",
 "PEP §1.1/§1.2: 'TV ≤ 55\"' and 'TVs > 55\"' prohibited; 65-inch exceeds beyond doubt.",
 "Best Buy", [L("TCL 65\" Class Q6 QLED 4K Google TV", 499.99, IM, "At-Home Classroom Furnishings", "TV",
   "big screen for the homeschool room so all 3 kids can see the lessons")],
 files=["bestbuy-receipt.pdf"]))
c.append(C("pep-ind-031-ipad-air", "fail",
 "PEP §1.2: digital devices (tablets) prohibited for PEP; UA-only.",
 "Apple Store", [L("iPad Air 11-inch (M2) Wi-Fi 128GB - space gray", 599.00, IM, "Digital Materials", None,
   "she uses it for Khan Academy Kids and reading apps every day, grade 2")],
 files=["apple-receipt-W882341.pdf"]))
c.append(C("pep-ind-032-workbooks-plus-chromebook", "fail",
 "Multi-line: workbooks are fine but the Chromebook line is a prohibited digital device (PEP §1.2 'laptops incl. Chromebook') and the mouse is a prohibited peripheral; the bad lines decide.",
 "Walmart", [
   L("Spectrum Math workbook grade 3", 10.99, IM, "Books", None, "daily math practice"),
   L("Evan-Moor Daily Language Review gr 3", 21.99, IM, "Books", None, "grammar warmups every morning"),
   L("Lenovo IdeaPad 3i Chromebook 14\"", 229.00, IM, "Technology", None, "for his online lessons"),
   L("Logitech M185 wireless mouse", 14.97, IM, None, None, "goes with chromebook")],
 files=["walmart-receipt-0905.pdf"]))
c.append(C("pep-ind-033-switch-mariokart", "fail",
 "PEP §1.2: gaming consoles prohibited (Wii-type movement platforms excepted only); a Switch with Mario Kart is not a movement platform.",
 "GameStop", [L("Nintendo Switch OLED console w/ white joy-con", 349.99, IM, "Learning Manipulatives & Creative Play"),
   L("Mario Kart 8 Deluxe", 59.99, IM, None, None, "hand eye coordination")],
 files=["gamestop-receipt.jpg"]))
c.append(C("pep-ind-034-nerf-blaster", "fail",
 "PEP §1.2: toy weapons (Nerf, airsoft, dart guns) prohibited regardless of PE framing.",
 "Target", [L("Nerf Elite 2.0 Commander RD-6 blaster + 24 darts", 19.99, IM, "Physical Education", None,
   "target practice for PE and counting by 2s with the darts")],
 files=["target-receipt.pdf"]))
c.append(C("pep-ind-035-magic-tickets", "fail",
 "PEP §1.2: sporting-event tickets prohibited.",
 "Ticketmaster", [L("Orlando Magic vs Miami Heat - 2 tickets sec 105", 178.00, IM, "Field Trips", None,
   "learning about basketball statistics and the kia center")],
 files=["ticketmaster-order.pdf"]))
c.append(C("pep-ind-036-typhoon-lagoon", "fail",
 "PEP §1.2: water parks prohibited, and Typhoon Lagoon is not on the Florida theme-park list (the list names the four WDW theme parks only).",
 "Walt Disney World", [L("Disney's Typhoon Lagoon water park 1-day ticket child", 69.00, IM, "Field Trips", "Florida theme park admission",
   "swimming PE and water cycle lesson")],
 files=["disney-order-email.pdf"]))
c.append(C("pep-ind-037-st-augustine-hotel", "fail",
 "Multi-line: Castillo de San Marcos admission is a fine in-state field trip, but lodging and meals are prohibited (PEP §1.2 'lodging, meals, food and beverage'); the hotel/meal lines decide.",
 "St. Augustine trip (multiple)", [
   L("Castillo de San Marcos national monument entrance (kids under 16 free, adult pass not claimed)", 0.00, IM, "Field Trips", None,
     "spanish colonial florida unit, 4th grade florida history"),
   L("St. Augustine Pirate & Treasure Museum - child admission", 14.99, IM, "Field Trips", "museum admission", "same unit, pirates of the florida coast"),
   L("Hampton Inn St Augustine Historic District - 1 night", 219.00, IM, "Field Trips", None, "trip is 3 hours from home so we stayed over"),
   L("Columbia Restaurant dinner", 61.40, None, None, None, "spanish food for the culture part")],
 files=["museum-receipt.pdf", "hampton-folio.pdf", "columbia-receipt.jpg"]))
c.append(C("pep-ind-038-chicken-coop", "fail",
 "PEP §1.1/§1.2: chicken coops (household improvements) and live animals/their housing & food are prohibited even under animal-husbandry electives.",
 "Tractor Supply Co.", [L("CountyLine Chicken Coop, up to 6 hens", 349.99, IM, "Electives", "animal husbandry",
   "4-H poultry project, she is learning to raise chickens"),
   L("Purina Layena crumbles 50 lb", 21.99, IM, "Electives", "animal husbandry", "feed for the project")],
 files=["tractor-supply-receipt.pdf"]))
c.append(C("pep-ind-039-fulltime-private-tuition", "fail",
 "PEP §1.1 Tuition: eligible private school only part-time; 'full-time tuition not PEP-eligible'.",
 "Trinity Oaks Christian Academy", [L("September tuition - full-time 5 day program, grade 3", 875.00, "Eligible Private School", None, None,
   "monthly tuition for our daughter who attends full time mon-fri")],
 files=["trinity-oaks-invoice-sept.pdf", "bank-statement-sept.pdf"]))
c.append(C("pep-ind-040-speech-therapy", "fail",
 "PEP §1.1: 'Not PEP-eligible (UA only): specialized services/therapies'.",
 "Sunshine Pediatric Therapy", [L("speech language therapy 4 sessions, CPT 92507, Sept 2026", 480.00, "Specialized Services (ABA / LSL / OT / PT / SLP)", None,
   "provider: Rachel Kim, CCC-SLP, FL license SA12345",
   "articulation therapy for my son's lisp")],
 files=["slp-license.pdf", "therapy-invoice-sept.pdf"]))
c.append(C("pep-ind-041-contact-lenses", "fail",
 "PEP §1.2: contact lenses are prohibited medical items (only one pair of prescription eyeglasses/yr allowed). Near miss of the eyeglasses claim.",
 "1-800 Contacts", [L("Acuvue Oasys 1-Day 90 pack x2 (both eyes)", 229.98, IM, "School Supplies", None,
   "she plays volleyball for PE and glasses fall off, needs them to see the board")],
 files=["1800contacts-order.pdf"]))
c.append(C("pep-ind-042-used-piano-cash", "fail",
 "PEP §0.3: 'Cash to private sellers: not reimbursable'.",
 "Facebook Marketplace seller (neighbor)", [L("used Yamaha upright piano", 600.00, IM, "Musical Instruments & Equipment", None,
   "paid cash to our neighbor down the street, my daughter takes weekly piano lessons and needed a real piano to practice on")],
 files=["handwritten-receipt-from-neighbor.jpg"]))
c.append(C("pep-ind-043-sneakers", "fail",
 "PEP §1.2: 'footwear except sport-specific' prohibited; everyday running sneakers for general PE are not sport-specific (cleats claim is the near miss).",
 "Foot Locker", [L("Nike Air Max 270 big kids sz 6", 130.00, IM, "Physical Education", None, "for PE, we go walking")],
 files=["footlocker-receipt.jpg"]))
c.append(C("pep-ind-044-xbox-gamepass", "fail",
 "PEP §1.2: gaming subscriptions prohibited.",
 "Microsoft", [L("xbox game pass ultimate 3 month", 59.97, IM, "Educational Software & Subscriptions", None,
   "has minecraft education and some educational games")],
 files=["microsoft-invoice.pdf"]))
c.append(C("pep-ind-045-kindle", "fail",
 "PEP §1.2: e-readers are prohibited digital devices.",
 "Amazon", [L("Kindle Paperwhite Kids 16GB (2024)", 179.99, IM, "Digital Materials", None,
   "my 5th grader reads 2 hrs a day, this lets us borrow library ebooks instead of buying books")],
 files=["amazon-order-112-9920.pdf"]))
c.append(C("pep-ind-046-three-copies-wonder", "fail",
 "PEP §1.1 Books: 'max 2 copies of a title'; three copies of the same title exceeds it.",
 "Barnes & Noble", [L("Wonder by R.J. Palacio (paperback) qty 3 @ 9.99", 29.97, IM, "Books", None,
   "book club with her cousins, each kid needs a copy")],
 files=["bn-receipt.pdf"]))
c.append(C("pep-ind-047-costa-rica", "fail",
 "PEP §0.3/§1.1: 'field trips outside the US are never eligible'.",
 "Costa Rica Eco Adventures", [L("rainforest canopy & biology eco-tour, Monteverde, student price", 145.00, IM, "Field Trips", None,
   "7th grade life science, rainforest ecosystems, she kept a field journal")],
 files=["eco-tour-receipt.pdf"]))
c.append(C("pep-ind-048-electric-scooter", "fail",
 "PEP §1.2: motorized scooters/ride-ons prohibited (non-motorized equipment only).",
 "Best Buy", [L("Segway Ninebot electric kick scooter ES1L", 299.99, IM, "Physical Education", None,
   "outdoor PE time")],
 files=["bestbuy-receipt-0917.pdf"]))
c.append(C("pep-ind-049-after-care-plus-fee", "fail",
 "Multi-line: the part-time enrollment/registration fee is allowed, but before/after care is a prohibited private-school fee (PEP §1.2); that line decides.",
 "Grace Community School", [
   L("part-time (2 day) program registration fee 2026-27", 150.00, "Eligible Private School", None, None, "she attends tues/thurs, rest is homeschool"),
   L("aftercare tues/thurs - sept", 120.00, "Eligible Private School", None, None, "i work until 5")],
 files=["grace-invoice-sept.pdf"]))
c.append(C("pep-ind-050-starlink-roam", "fail",
 "PEP §1.2: 'Business/Starlink RV internet' prohibited; internet must be at the FL residential address.",
 "Starlink", [L("Starlink Roam (RV) unlimited - monthly", 165.00, IM, "Internet Resources", None,
   "we travel full time in our camper and do school on the road")],
 files=["starlink-invoice.pdf"]))
c.append(C("pep-ind-051-prepaid-529", "fail",
 "PEP §1.1: Florida Prepaid / 529 contributions are UA only, not PEP.",
 "Florida Prepaid College Board", [L("Florida 529 Savings Plan contribution", 500.00, "Stanley G. Tate Florida Prepaid College Program", None, None,
   "saving for his college")]))
c.append(C("pep-ind-052-recital-costume", "fail",
 "PEP §1.2: performance costumes prohibited.",
 "Revolution Dancewear", [L("spring recital costume - jazz 'Sparkle Pop' child L", 89.00, IM, "Physical Education", None,
   "required for the dance studio recital, she takes jazz 2x a week for PE")],
 files=["recital-costume-invoice.pdf"]))
c.append(C("pep-ind-053-tutor-hs-diploma-only", "fail",
 "PEP §1.3 part-time tutor credential list: a high-school diploma with no degree/certificate is not on it; parent states no other credential — ineligible provider.",
 "Ashley (neighbor's daughter)", [L("homework help / tutoring 10 hrs", 150.00, "Part-Time Tutoring Services", None,
   "ashley has a high school diploma, she's a freshman at HCC (undecided major), no teaching certificate",
   "helps with his 5th grade math homework mon & wed, paid her by cash app")],
 files=["cashapp-screenshot.png"]))

c.append(C("pep-ind-054-disney-4day-hopper", "fail",
 "PEP §1.1/§1.2: Florida theme park admission capped at '$299 before tax' per student per year; a $589 4-day park hopper exceeds beyond doubt (and Park Hopper is arguably premium access).",
 "Walt Disney World", [L("4-Day Park Hopper ticket, child (3-9), Magic Kingdom/Epcot/Hollywood Studios/Animal Kingdom", 589.00, IM, "Field Trips", "Florida theme park admission",
   "epcot world showcase for social studies, animal kingdom for science, hollywood studios for film/animation elective. my 8 yr old")],
 files=["disney-ticket-invoice.pdf", "mastercard-statement.pdf"]))
c.append(C("pep-ind-055-seaworld-bundled", "review",
 "PEP §1.1: theme-park admission 'must be its own claim' (no bundling); here a SeaWorld ticket is submitted together with books. Items are eligible, but the claim must be split/resubmitted — hold for a human. (Could be argued as fail.)",
 "SeaWorld Orlando / Amazon", [
   L("SeaWorld Orlando single-day ticket, child", 109.00, IM, "Field Trips", "Florida theme park admission",
     "ocean animals unit, dolphin and manatee rescue center, he is 6"),
   L("National Geographic Kids Ultimate Oceanpedia (hardcover)", 19.49, IM, "Books", None, "our spine book for the ocean unit")],
 files=["seaworld-eticket.pdf", "amazon-order-ocean-books.pdf"]))
c.append(C("pep-ind-056-legoland-payment-plan", "review",
 "PEP §0.5/§1.1: theme-park claims are reimbursed only for the amount actually paid; submit after paid in full or after $299 paid. Parent has paid 2 of 4 installments — not ready, needs a human.",
 "LEGOLAND Florida Resort", [L("LEGOLAND Florida annual pass (child) - easy pay plan, 2 of 4 payments made", 160.00, IM, "Field Trips", "Florida theme park admission",
   "the pass is $320 total, paid 2 installments of 80 so far. engineering & building unit, the MINILAND model build workshop")],
 files=["legoland-payment-plan-statement.pdf"], amount=160.00))
drop = {"pep-ind-044-xbox-gamepass","pep-ind-045-kindle","pep-ind-048-electric-scooter","pep-ind-051-prepaid-529","pep-ind-052-recital-costume","pep-ind-036-typhoon-lagoon","pep-ind-041-contact-lenses","pep-ind-050-starlink-roam","pep-ind-035-magic-tickets","pep-ind-046-three-copies-wonder"}
c = [x for x in c if x["id"] not in drop]
write("FL_PEP", "2026-10-01T15:00:00.000Z", c, "FL_PEP.json")
