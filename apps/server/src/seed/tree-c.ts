import type { TopDef } from "./vocab.ts";

export const TOPS_C: TopDef[] = [
  {
    icon: "lipstick",
    rec: true,
    price: [5, 90],
    size: "none",
    colour: false,
    n: "Beauty|美妆|美妝|コスメ・美容|Beauty|Kecantikan|Skoonheid|ความงาม|Ομορφιά|Beleza|Belleza|Beauté|Красота|Bellezza|Güzellik|뷰티|Kagandahan|الجمال|Kecantikan|सौंदर्य|Làm đẹp",
    adj: [
      "Hydrating|补水|補水",
      "Long-Lasting|持久|持久",
      "Gentle|温和|溫和",
      "Natural|天然|天然",
      "Professional|专业|專業",
      "Vegan|纯素|純素",
    ],
    mods: [
      "Rose|玫瑰|玫瑰",
      "Vitamin C|维C|維他命C",
      "Hyaluronic|玻尿酸|玻尿酸",
      "Aloe|芦荟|蘆薈",
      "Green Tea|绿茶|綠茶",
      "Coconut|椰子|椰子",
    ],
    pitch:
      "Dermatologist tested, cruelty-free and suitable for sensitive skin.|经皮肤科测试，零动物实验，敏感肌适用。|經皮膚科測試，零動物實驗，敏感肌適用。",
    subs: [
      {
        n: "Skincare|护肤|護膚|スキンケア|Hautpflege|Penjagaan kulit|Velsorg|ดูแลผิว|Περιποίηση δέρματος|Cuidados com a pele|Cuidado facial|Soins de la peau|Уход за кожей|Cura della pelle|Cilt bakımı|스킨케어|Pangangalaga sa balat|العناية بالبشرة|Perawatan kulit|त्वचा की देखभाल|Chăm sóc da",
        w: [
          "Face Serum|精华液|精華液",
          "Moisturising Cream|保湿面霜|保濕面霜",
          "Gentle Cleanser|洁面乳|洗面乳",
          "Sunscreen SPF 50|SPF50防晒霜|SPF50防曬乳",
        ],
        size: "volume",
      },
      {
        n: "Makeup|彩妆|彩妝|メイクアップ|Make-up|Solekan|Grimering|เครื่องสำอาง|Μακιγιάζ|Maquiagem|Maquillaje|Maquillage|Макияж|Trucco|Makyaj|메이크업|Makeup|المكياج|Riasan|मेकअप|Trang điểm",
        w: [
          "Matte Lipstick|哑光口红|霧面口紅",
          "Liquid Foundation|粉底液|粉底液",
          "Eyeshadow Palette|眼影盘|眼影盤",
          "Mascara|睫毛膏|睫毛膏",
        ],
        colour: true,
      },
      {
        n: "Fragrance|香水|香水|香水|Düfte|Wangian|Geure|น้ำหอม|Αρώματα|Perfumes|Perfumes|Parfums|Парфюмерия|Profumi|Parfüm|향수|Pabango|العطور|Parfum|सुगंध|Nước hoa",
        w: ["Eau de Parfum|浓香水|濃香水", "Eau de Toilette|淡香水|淡香水", "Body Mist|身体香氛喷雾|身體香氛噴霧"],
        size: "volume",
        price: [15, 160],
      },
      {
        n: "Hair care|美发护发|美髮護髮|ヘアケア|Haarpflege|Penjagaan rambut|Haarsorg|ดูแลเส้นผม|Περιποίηση μαλλιών|Cuidados com o cabelo|Cuidado del cabello|Soins capillaires|Уход за волосами|Cura dei capelli|Saç bakımı|헤어케어|Pangangalaga sa buhok|العناية بالشعر|Perawatan rambut|बालों की देखभाल|Chăm sóc tóc",
        w: ["Repair Shampoo|修护洗发水|修護洗髮精", "Hair Mask|发膜|髮膜", "Hair Oil|护发精油|護髮精油"],
        size: "volume",
      },
      {
        n: "Nails|美甲|美甲|ネイル|Nägel|Kuku|Naels|ทำเล็บ|Νύχια|Unhas|Uñas|Ongles|Маникюр|Unghie|Tırnak bakımı|네일|Kuko|الأظافر|Kuku|नाखून|Làm móng",
        w: ["Gel Nail Polish|甲油胶|甲油膠", "Nail Care Kit|美甲工具套装|美甲工具組", "Press-On Nails|穿戴甲|穿戴甲"],
        colour: true,
      },
    ],
  },
  {
    icon: "health",
    rec: false,
    price: [6, 150],
    size: "none",
    colour: false,
    n: "Health|健康|健康|ヘルスケア|Gesundheit|Kesihatan|Gesondheid|สุขภาพ|Υγεία|Saúde|Salud|Santé|Здоровье|Salute|Sağlık|건강|Kalusugan|الصحة|Kesehatan|स्वास्थ्य|Sức khỏe",
    adj: [
      "Daily|日常|日常",
      "Advanced|高级|高階",
      "Family|家庭装|家庭裝",
      "Travel|旅行装|旅行裝",
      "Gentle|温和|溫和",
      "Essential|基础|基礎",
    ],
    mods: [],
    pitch:
      "Quality checked and sealed; see the label for directions.|品质检验，密封包装，使用前请阅读说明。|品質檢驗，密封包裝，使用前請閱讀說明。",
    subs: [
      {
        n: "Vitamins & supplements|维生素与保健品|維他命與保健品|ビタミン・サプリメント|Vitamine & Nahrungsergänzung|Vitamin & suplemen|Vitamiene & aanvullings|วิตามินและอาหารเสริม|Βιταμίνες και συμπληρώματα|Vitaminas e suplementos|Vitaminas y suplementos|Vitamines et compléments|Витамины и добавки|Vitamine e integratori|Vitaminler ve takviyeler|비타민 & 영양제|Bitamina at suplemento|فيتامينات ومكملات|Vitamin & suplemen|विटामिन और सप्लीमेंट|Vitamin & thực phẩm bổ sung",
        w: [
          "Vitamin D3 Softgels|维生素D3软胶囊|維他命D3軟膠囊",
          "Fish Oil Capsules|鱼油胶囊|魚油膠囊",
          "Multivitamin Tablets|复合维生素片|綜合維他命錠",
        ],
        size: "pack",
      },
      {
        n: "Health monitors|健康监测|健康監測|健康管理機器|Gesundheitsmessgeräte|Alat pemantau kesihatan|Gesondheidsmonitors|เครื่องวัดสุขภาพ|Συσκευές μέτρησης υγείας|Monitores de saúde|Monitores de salud|Appareils de mesure santé|Медицинские приборы|Misuratori per la salute|Sağlık ölçüm cihazları|건강 측정기기|Mga health monitor|أجهزة مراقبة الصحة|Alat pemantau kesehatan|स्वास्थ्य मॉनिटर|Thiết bị theo dõi sức khỏe",
        w: [
          "Blood Pressure Monitor|电子血压计|電子血壓計",
          "Digital Thermometer|电子体温计|電子體溫計",
          "Pulse Oximeter|指夹式血氧仪|指夾式血氧儀",
        ],
      },
      {
        n: "Personal care|个人护理|個人護理|パーソナルケア|Körperpflege|Penjagaan diri|Persoonlike sorg|ของใช้ส่วนตัว|Προσωπική φροντίδα|Cuidados pessoais|Cuidado personal|Soins personnels|Личная гигиена|Cura personale|Kişisel bakım|퍼스널 케어|Personal na pangangalaga|العناية الشخصية|Perawatan pribadi|व्यक्तिगत देखभाल|Chăm sóc cá nhân",
        w: [
          "Electric Toothbrush|电动牙刷|電動牙刷",
          "Electric Shaver|电动剃须刀|電動刮鬍刀",
          "Water Flosser|冲牙器|沖牙機",
        ],
        colour: true,
      },
      {
        n: "Massage & relaxation|按摩放松|按摩放鬆|マッサージ・リラクゼーション|Massage & Entspannung|Urutan & relaksasi|Masseer & ontspanning|นวดและผ่อนคลาย|Μασάζ και χαλάρωση|Massagem e relaxamento|Masaje y relajación|Massage et détente|Массаж и релаксация|Massaggio e relax|Masaj ve rahatlama|마사지 & 릴랙스|Masahe at pagpapahinga|التدليك والاسترخاء|Pijat & relaksasi|मालिश और विश्राम|Massage & thư giãn",
        w: ["Massage Gun|筋膜枪|筋膜槍", "Neck Massager|颈部按摩仪|頸部按摩器", "Heating Pad|电热敷垫|電熱敷墊"],
      },
      {
        n: "First aid|急救用品|急救用品|救急用品|Erste Hilfe|Pertolongan cemas|Noodhulp|อุปกรณ์ปฐมพยาบาล|Πρώτες βοήθειες|Primeiros socorros|Primeros auxilios|Premiers secours|Первая помощь|Primo soccorso|İlk yardım|응급용품|Pangunang lunas|الإسعافات الأولية|Pertolongan pertama|प्राथमिक चिकित्सा|Sơ cứu",
        w: [
          "First Aid Kit|急救包|急救包",
          "Disposable Face Masks (50)|一次性口罩（50只）|拋棄式口罩（50片）",
          "Elastic Bandage|弹力绷带|彈性繃帶",
        ],
      },
    ],
  },
  {
    icon: "baby",
    rec: false,
    price: [5, 300],
    size: "none",
    colour: true,
    n: "Baby & kids|母婴童装|母嬰童裝|ベビー・キッズ|Baby & Kinder|Bayi & kanak-kanak|Baba & kinders|แม่และเด็ก|Βρέφη και παιδιά|Bebês e crianças|Bebés y niños|Bébé et enfant|Детские товары|Neonati e bambini|Bebek ve çocuk|유아 & 아동|Sanggol at bata|الأطفال والرضع|Bayi & anak|शिशु और बच्चे|Mẹ & bé",
    adj: [
      "Soft|柔软|柔軟",
      "Organic|有机|有機",
      "Gentle|温和|溫和",
      "Cute|可爱|可愛",
      "Safe|安全|安全",
      "Comfortable|舒适|舒適",
    ],
    mods: [
      "Pink|粉色|粉色",
      "Sky Blue|天蓝色|天藍色",
      "Mint|薄荷色|薄荷色",
      "Cream|奶油色|奶油色",
      "Grey|灰色|灰色",
      "Yellow|黄色|黃色",
    ],
    pitch:
      "Safety tested and free of BPA, made with little ones in mind.|通过安全检测，不含双酚A，呵护宝宝成长。|通過安全檢測，不含雙酚A，呵護寶寶成長。",
    subs: [
      {
        n: "Baby clothing|婴儿服装|嬰兒服裝|ベビー服|Babykleidung|Pakaian bayi|Babaklere|เสื้อผ้าเด็กอ่อน|Βρεφικά ρούχα|Roupas de bebê|Ropa de bebé|Vêtements bébé|Одежда для малышей|Abbigliamento neonato|Bebek giyim|유아복|Damit ng sanggol|ملابس الرضع|Pakaian bayi|शिशु वस्त्र|Quần áo sơ sinh",
        w: [
          "Baby Romper|婴儿连体衣|嬰兒連身衣",
          "Bodysuit (3-Pack)|包屁衣（3件装）|包屁衣（3件裝）",
          "Sleep Sack|婴儿睡袋|嬰兒睡袋",
        ],
        size: "baby",
      },
      {
        n: "Kids' clothing|童装|童裝|子供服|Kinderkleidung|Pakaian kanak-kanak|Kinderklere|เสื้อผ้าเด็ก|Παιδικά ρούχα|Roupas infantis|Ropa infantil|Vêtements enfant|Детская одежда|Abbigliamento bambini|Çocuk giyim|아동복|Damit pambata|ملابس الأطفال|Pakaian anak|बच्चों के कपड़े|Quần áo trẻ em",
        w: [
          "Kids' Hoodie|儿童连帽卫衣|兒童連帽上衣",
          "Kids' Jeans|儿童牛仔裤|兒童牛仔褲",
          "Kids' Pyjamas|儿童睡衣|兒童睡衣",
        ],
        size: "kids",
      },
      {
        n: "Feeding|喂养用品|餵養用品|授乳・食事用品|Füttern|Penyusuan|Voeding|อุปกรณ์ให้นม|Σίτιση|Alimentação|Alimentación|Repas|Кормление|Pappa|Beslenme|수유용품|Pagpapakain|مستلزمات الرضاعة|Perlengkapan makan bayi|आहार सामग्री|Đồ ăn dặm",
        w: ["Baby Bottle|婴儿奶瓶|嬰兒奶瓶", "Silicone Bib|硅胶围兜|矽膠圍兜", "Suction Bowl Set|吸盘碗套装|吸盤碗組"],
      },
      {
        n: "Strollers & car seats|推车与安全座椅|推車與安全座椅|ベビーカー・チャイルドシート|Kinderwagen & Autositze|Kereta sorong & kerusi kereta|Stootwaentjies & karstoeltjies|รถเข็นและคาร์ซีท|Καρότσια και καθίσματα αυτοκινήτου|Carrinhos e cadeirinhas|Carritos y sillas de coche|Poussettes et sièges auto|Коляски и автокресла|Passeggini e seggiolini|Bebek arabası ve oto koltuğu|유모차 & 카시트|Stroller at car seat|عربات ومقاعد سيارة|Kereta dorong & kursi mobil|घुमक्कड़ और कार सीट|Xe đẩy & ghế ô tô",
        w: [
          "Lightweight Stroller|轻便婴儿推车|輕便嬰兒推車",
          "Convertible Car Seat|双向安全座椅|雙向安全座椅",
          "Baby Carrier|婴儿背带|嬰兒背帶",
        ],
        price: [40, 450],
      },
      {
        n: "Diapers & care|纸尿裤与护理|紙尿褲與護理|おむつ・ケア用品|Windeln & Pflege|Lampin & penjagaan|Doeke & sorg|ผ้าอ้อมและของใช้|Πάνες και φροντίδα|Fraldas e cuidados|Pañales y cuidado|Couches et soins|Подгузники и уход|Pannolini e cura|Bez ve bakım|기저귀 & 케어|Diaper at pangangalaga|حفاضات ورعاية|Popok & perawatan|डायपर और देखभाल|Tã & chăm sóc bé",
        w: [
          "Diapers (Value Pack)|纸尿裤（超值装）|紙尿褲（超值裝）",
          "Baby Wipes (6-Pack)|婴儿湿巾（6包装）|嬰兒濕紙巾（6包裝）",
          "Baby Lotion|婴儿润肤乳|嬰兒潤膚乳",
        ],
        colour: false,
      },
    ],
  },
  {
    icon: "toy",
    rec: false,
    price: [5, 150],
    size: "none",
    colour: false,
    n: "Toys|玩具|玩具|おもちゃ|Spielzeug|Mainan|Speelgoed|ของเล่น|Παιχνίδια|Brinquedos|Juguetes|Jouets|Игрушки|Giocattoli|Oyuncaklar|장난감|Laruan|ألعاب|Mainan|खिलौने|Đồ chơi",
    adj: [
      "Creative|创意|創意",
      "Classic|经典|經典",
      "Colourful|彩色|彩色",
      "Interactive|互动|互動",
      "Deluxe|豪华|豪華",
      "Mini|迷你|迷你",
    ],
    mods: [],
    pitch:
      "Hours of play that build curiosity; suitable for ages 3 and up.|寓教于乐，激发好奇心，适合3岁以上儿童。|寓教於樂，激發好奇心，適合3歲以上兒童。",
    subs: [
      {
        n: "Building toys|积木拼插|積木拼插|ブロック・組み立て|Bauspielzeug|Mainan binaan|Boubaksteen-speelgoed|ตัวต่อ|Παιχνίδια κατασκευών|Blocos de montar|Juegos de construcción|Jeux de construction|Конструкторы|Costruzioni|Yapı oyuncakları|블록 장난감|Building blocks|ألعاب البناء|Mainan balok|बिल्डिंग ब्लॉक्स|Đồ chơi lắp ráp",
        w: ["Building Block Set|积木套装|積木組", "Magnetic Tiles|磁力片|磁力片", "Model Kit|拼装模型|組裝模型"],
      },
      {
        n: "Dolls & plush|娃娃与毛绒玩具|娃娃與絨毛玩具|人形・ぬいぐるみ|Puppen & Plüsch|Anak patung & patung lembut|Poppe & sagte speelgoed|ตุ๊กตาและตุ๊กตาผ้า|Κούκλες και λούτρινα|Bonecas e pelúcias|Muñecas y peluches|Poupées et peluches|Куклы и мягкие игрушки|Bambole e peluche|Oyuncak bebek ve peluş|인형 & 봉제인형|Manika at stuffed toy|دمى وألعاب محشوة|Boneka & mainan mewah|गुड़िया और सॉफ्ट टॉय|Búp bê & thú bông",
        w: ["Plush Bear|毛绒小熊|絨毛小熊", "Fashion Doll|时尚娃娃|時尚娃娃", "Dollhouse|娃娃屋|娃娃屋"],
        colour: true,
      },
      {
        n: "RC toys|遥控玩具|遙控玩具|ラジコン|Ferngesteuertes Spielzeug|Mainan kawalan jauh|Afstandbeheerde speelgoed|ของเล่นบังคับวิทยุ|Τηλεκατευθυνόμενα|Brinquedos de controle remoto|Juguetes teledirigidos|Jouets radiocommandés|Радиоуправляемые игрушки|Giocattoli radiocomandati|Uzaktan kumandalı oyuncaklar|RC 장난감|Remote control na laruan|ألعاب التحكم عن بعد|Mainan remote control|रिमोट कंट्रोल खिलौने|Đồ chơi điều khiển",
        w: ["RC Car|遥控车|遙控車", "Mini Drone|迷你无人机|迷你無人機", "RC Stunt Car|遥控特技车|遙控特技車"],
        colour: true,
      },
      {
        n: "Educational toys|益智玩具|益智玩具|知育玩具|Lernspielzeug|Mainan pendidikan|Opvoedkundige speelgoed|ของเล่นเสริมพัฒนาการ|Εκπαιδευτικά παιχνίδια|Brinquedos educativos|Juguetes educativos|Jouets éducatifs|Развивающие игрушки|Giochi educativi|Eğitici oyuncaklar|교육용 장난감|Pang-edukasyong laruan|ألعاب تعليمية|Mainan edukasi|शैक्षिक खिलौने|Đồ chơi giáo dục",
        w: [
          "Wooden Puzzle|木制拼图|木製拼圖",
          "STEM Science Kit|STEM科学实验套装|STEM科學實驗組",
          "Shape Sorter|形状配对玩具|形狀配對玩具",
        ],
      },
      {
        n: "Games & puzzles|桌游与拼图|桌遊與拼圖|ボードゲーム・パズル|Spiele & Puzzles|Permainan & teka-teki|Speletjies & legkaarte|บอร์ดเกมและจิ๊กซอว์|Επιτραπέζια και παζλ|Jogos e quebra-cabeças|Juegos y puzles|Jeux et puzzles|Игры и пазлы|Giochi e puzzle|Oyunlar ve yapbozlar|보드게임 & 퍼즐|Laro at puzzle|ألعاب وألغاز|Permainan & puzzle|खेल और पहेलियाँ|Board game & xếp hình",
        w: [
          "1000-Piece Jigsaw Puzzle|1000片拼图|1000片拼圖",
          "Family Board Game|家庭桌游|家庭桌遊",
          "Card Game|卡牌游戏|卡牌遊戲",
        ],
      },
    ],
  },
  {
    icon: "ball",
    rec: true,
    price: [6, 400],
    size: "none",
    colour: true,
    n: "Sports & outdoors|运动户外|運動戶外|スポーツ・アウトドア|Sport & Outdoor|Sukan & luar|Sport & buitelewe|กีฬาและกิจกรรมกลางแจ้ง|Αθλητισμός και ύπαιθρος|Esportes e ar livre|Deportes y aire libre|Sports et plein air|Спорт и отдых|Sport e outdoor|Spor ve outdoor|스포츠 & 아웃도어|Palakasan at outdoor|الرياضة والهواء الطلق|Olahraga & outdoor|खेल और आउटडोर|Thể thao & dã ngoại",
    adj: [
      "Professional|专业|專業",
      "Lightweight|轻量|輕量",
      "Durable|耐用|耐用",
      "Portable|便携|便攜",
      "Outdoor|户外|戶外",
      "Breathable|透气|透氣",
    ],
    mods: [
      "Black|黑色|黑色",
      "Orange|橙色|橙色",
      "Army Green|军绿色|軍綠色",
      "Navy|藏青|藏青",
      "Grey|灰色|灰色",
      "Red|红色|紅色",
    ],
    pitch:
      "Made for training and weekends outdoors, tough enough for both.|无论日常训练还是周末户外，都经得起考验。|無論日常訓練還是週末戶外，都經得起考驗。",
    subs: [
      {
        n: "Fitness|健身器材|健身器材|フィットネス|Fitness|Kecergasan|Fiksheid|ฟิตเนส|Γυμναστική|Fitness|Fitness|Fitness|Фитнес|Fitness|Fitness|피트니스|Fitness|اللياقة البدنية|Kebugaran|फ़िटनेस|Thể hình",
        w: [
          "Yoga Mat|瑜伽垫|瑜伽墊",
          "Adjustable Dumbbells|可调节哑铃|可調式啞鈴",
          "Resistance Bands Set|弹力带套装|彈力帶組",
        ],
      },
      {
        n: "Camping & hiking|露营徒步|露營健行|キャンプ・登山|Camping & Wandern|Perkhemahan & mendaki|Kamp & stap|แคมป์ปิ้งและเดินป่า|Κάμπινγκ και πεζοπορία|Camping e trilhas|Camping y senderismo|Camping et randonnée|Кемпинг и походы|Campeggio ed escursionismo|Kamp ve yürüyüş|캠핑 & 하이킹|Camping at hiking|التخييم والمشي|Berkemah & mendaki|कैंपिंग और हाइकिंग|Cắm trại & leo núi",
        w: [
          "2-Person Tent|双人帐篷|雙人帳篷",
          "Sleeping Bag|睡袋|睡袋",
          "Hiking Backpack 40L|40升登山包|40升登山包",
          "Camping Lantern|露营灯|露營燈",
        ],
      },
      {
        n: "Cycling|骑行|自行車|サイクリング|Radsport|Berbasikal|Fietsry|ปั่นจักรยาน|Ποδηλασία|Ciclismo|Ciclismo|Cyclisme|Велоспорт|Ciclismo|Bisiklet|사이클링|Pagbibisikleta|ركوب الدراجات|Bersepeda|साइकिलिंग|Đạp xe",
        w: [
          "Cycling Helmet|骑行头盔|自行車安全帽",
          "Bike Light Set|自行车灯套装|自行車燈組",
          "Cycling Jersey|骑行服|自行車衣",
        ],
      },
      {
        n: "Ball sports|球类运动|球類運動|球技|Ballsport|Sukan bola|Balsport|กีฬาประเภทลูกบอล|Αθλήματα με μπάλα|Esportes com bola|Deportes de pelota|Sports de ballon|Игры с мячом|Sport con la palla|Top sporları|구기 스포츠|Palakasang may bola|رياضات الكرة|Olahraga bola|गेंद के खेल|Thể thao bóng",
        w: ["Football|足球|足球", "Basketball|篮球|籃球", "Badminton Racket Set|羽毛球拍套装|羽毛球拍組"],
      },
      {
        n: "Sportswear|运动服饰|運動服飾|スポーツウェア|Sportbekleidung|Pakaian sukan|Sportklere|ชุดกีฬา|Αθλητικά ρούχα|Roupas esportivas|Ropa deportiva|Vêtements de sport|Спортивная одежда|Abbigliamento sportivo|Spor giyim|스포츠웨어|Damit pang-sports|ملابس رياضية|Pakaian olahraga|स्पोर्ट्सवियर|Quần áo thể thao",
        w: [
          "Running Shorts|跑步短裤|跑步短褲",
          "Quick-Dry T-Shirt|速干T恤|速乾T恤",
          "Track Jacket|运动夹克|運動夾克",
          "Sports Leggings|运动紧身裤|運動緊身褲",
        ],
        size: "letters",
      },
    ],
  },
];
