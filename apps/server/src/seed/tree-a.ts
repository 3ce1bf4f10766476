import type { TopDef } from "./vocab.ts";

export const TOPS_A: TopDef[] = [
  {
    icon: "dress",
    rec: true,
    price: [12, 120],
    size: "letters",
    colour: true,
    n: "Women's clothing|女装|女裝|レディースファッション|Damenbekleidung|Pakaian wanita|Damesklere|เสื้อผ้าผู้หญิง|Γυναικεία ρούχα|Roupas femininas|Ropa de mujer|Vêtements femme|Женская одежда|Abbigliamento donna|Kadın giyim|여성 의류|Damit pambabae|ملابس نسائية|Pakaian wanita|महिलाओं के कपड़े|Thời trang nữ",
    adj: [
      "Elegant|优雅|優雅",
      "Casual|休闲|休閒",
      "Slim-Fit|修身|修身",
      "Vintage|复古|復古",
      "Relaxed|宽松|寬鬆",
      "Classic|经典|經典",
    ],
    mods: [
      "Cotton|纯棉|純棉",
      "Linen|亚麻|亞麻",
      "Floral|碎花|碎花",
      "Black|黑色|黑色",
      "Satin|缎面|緞面",
      "Striped|条纹|條紋",
    ],
    pitch:
      "Soft, breathable fabric and a flattering cut for every day.|面料柔软透气，版型显瘦，日常百搭。|面料柔軟透氣，版型顯瘦，日常百搭。",
    subs: [
      {
        n: "Dresses|连衣裙|連身裙|ワンピース|Kleider|Gaun|Rokke|เดรส|Φορέματα|Vestidos|Vestidos|Robes|Платья|Abiti|Elbiseler|원피스|Mga bestida|فساتين|Gaun|ड्रेस|Váy đầm",
        subs: [
          {
            n: "Casual dresses|休闲连衣裙|休閒連身裙|カジュアルワンピース|Freizeitkleider|Gaun kasual|Gemaklike rokke|เดรสลำลอง|Καθημερινά φορέματα|Vestidos casuais|Vestidos casuales|Robes décontractées|Повседневные платья|Abiti casual|Günlük elbiseler|캐주얼 원피스|Kaswal na bestida|فساتين كاجوال|Gaun kasual|कैज़ुअल ड्रेस|Váy thường ngày",
            w: ["Shirt Dress|衬衫裙|襯衫裙", "Wrap Dress|裹身连衣裙|裹身連身裙", "T-Shirt Dress|T恤裙|T恤裙"],
          },
          {
            n: "Party dresses|派对礼服|派對禮服|パーティードレス|Partykleider|Gaun pesta|Partyrokke|ชุดราตรี|Βραδινά φορέματα|Vestidos de festa|Vestidos de fiesta|Robes de soirée|Вечерние платья|Abiti da sera|Abiye elbiseler|파티 드레스|Pang-party na bestida|فساتين سهرة|Gaun pesta|पार्टी ड्रेस|Váy dự tiệc",
            w: [
              "Maxi Dress|长款连衣裙|長款連身裙",
              "Midi Dress|中长款连衣裙|中長款連身裙",
              "Cocktail Dress|鸡尾酒礼服|雞尾酒禮服",
            ],
          },
        ],
      },
      {
        n: "Tops & blouses|上衣与衬衫|上衣與襯衫|トップス・ブラウス|Oberteile & Blusen|Atasan & blaus|Toppies & bloese|เสื้อและเบลาส์|Μπλούζες|Blusas e tops|Tops y blusas|Hauts et chemisiers|Топы и блузки|Top e camicette|Üstler ve bluzlar|상의 & 블라우스|Mga blusa at pang-itaas|بلوزات وقمصان|Atasan & blus|टॉप और ब्लाउज़|Áo kiểu & áo sơ mi",
        w: ["Blouse|女士衬衫|女士襯衫", "T-Shirt|T恤|T恤", "Tank Top|背心|背心", "Knit Top|针织上衣|針織上衣"],
      },
      {
        n: "Coats & jackets|外套|外套|コート・ジャケット|Mäntel & Jacken|Kot & jaket|Jasse & baadjies|เสื้อโค้ทและแจ็กเก็ต|Παλτά και μπουφάν|Casacos e jaquetas|Abrigos y chaquetas|Manteaux et vestes|Пальто и куртки|Cappotti e giacche|Montlar ve ceketler|코트 & 재킷|Mga coat at jacket|معاطف وجاكيتات|Mantel & jaket|कोट और जैकेट|Áo khoác",
        w: [
          "Trench Coat|风衣|風衣",
          "Puffer Jacket|羽绒服|羽絨外套",
          "Blazer|西装外套|西裝外套",
          "Cardigan|开衫|開襟衫",
        ],
      },
      {
        n: "Trousers & skirts|裤装与半身裙|褲裝與半身裙|パンツ・スカート|Hosen & Röcke|Seluar & skirt|Broeke & rompe|กางเกงและกระโปรง|Παντελόνια και φούστες|Calças e saias|Pantalones y faldas|Pantalons et jupes|Брюки и юбки|Pantaloni e gonne|Pantolon ve etekler|바지 & 스커트|Pantalon at palda|سراويل وتنانير|Celana & rok|पतलून और स्कर्ट|Quần & chân váy",
        w: [
          "Wide-Leg Trousers|阔腿裤|闊腿褲",
          "Pleated Skirt|百褶裙|百褶裙",
          "Skinny Jeans|紧身牛仔裤|緊身牛仔褲",
          "A-Line Skirt|A字裙|A字裙",
        ],
      },
      {
        n: "Sleepwear & lingerie|睡衣与内衣|睡衣與內衣|ルームウェア・下着|Nachtwäsche & Dessous|Pakaian tidur & pakaian dalam|Nagklere & onderklere|ชุดนอนและชุดชั้นใน|Πιτζάμες και εσώρουχα|Pijamas e lingerie|Pijamas y lencería|Nuit et lingerie|Пижамы и бельё|Pigiami e intimo|Pijama ve iç giyim|잠옷 & 란제리|Pantulog at damit-panloob|ملابس نوم وملابس داخلية|Baju tidur & pakaian dalam|नाइटवियर और लॉन्जरी|Đồ ngủ & đồ lót",
        w: ["Pajama Set|睡衣套装|睡衣套裝", "Robe|浴袍|浴袍", "Bralette|无钢圈文胸|無鋼圈內衣"],
      },
    ],
  },
  {
    icon: "shirt",
    rec: false,
    price: [12, 150],
    size: "letters",
    colour: true,
    n: "Men's clothing|男装|男裝|メンズファッション|Herrenbekleidung|Pakaian lelaki|Mansklere|เสื้อผ้าผู้ชาย|Ανδρικά ρούχα|Roupas masculinas|Ropa de hombre|Vêtements homme|Мужская одежда|Abbigliamento uomo|Erkek giyim|남성 의류|Damit panlalaki|ملابس رجالية|Pakaian pria|पुरुषों के कपड़े|Thời trang nam",
    adj: [
      "Slim-Fit|修身|修身",
      "Classic|经典|經典",
      "Casual|休闲|休閒",
      "Business|商务|商務",
      "Lightweight|轻薄|輕薄",
      "Stretch|弹力|彈力",
    ],
    mods: [
      "Cotton|纯棉|純棉",
      "Navy|藏青|藏青",
      "Charcoal|炭灰|炭灰",
      "Khaki|卡其色|卡其色",
      "Wool-Blend|混纺羊毛|混紡羊毛",
      "Black|黑色|黑色",
    ],
    pitch:
      "Tailored fit, durable stitching and easy care.|剪裁合身，做工扎实，易于打理。|剪裁合身，做工紮實，易於打理。",
    subs: [
      {
        n: "Shirts|衬衫|襯衫|シャツ|Hemden|Kemeja|Hemde|เสื้อเชิ้ต|Πουκάμισα|Camisas|Camisas|Chemises|Рубашки|Camicie|Gömlekler|셔츠|Mga polo|قمصان|Kemeja|शर्ट|Áo sơ mi",
        w: [
          "Oxford Shirt|牛津纺衬衫|牛津紡襯衫",
          "Dress Shirt|正装衬衫|正裝襯衫",
          "Flannel Shirt|法兰绒衬衫|法蘭絨襯衫",
        ],
      },
      {
        n: "T-shirts & polos|T恤与Polo衫|T恤與Polo衫|Tシャツ・ポロシャツ|T-Shirts & Polos|Kemeja-T & polo|T-hemde & polohemde|เสื้อยืดและโปโล|T-shirt και πόλο|Camisetas e polos|Camisetas y polos|T-shirts et polos|Футболки и поло|T-shirt e polo|Tişört ve polo|티셔츠 & 폴로|T-shirt at polo|تيشيرتات وبولو|Kaos & polo|टी-शर्ट और पोलो|Áo thun & polo",
        w: ["Crew Neck T-Shirt|圆领T恤|圓領T恤", "Polo Shirt|Polo衫|Polo衫", "Henley Shirt|亨利领T恤|亨利領T恤"],
      },
      {
        n: "Jackets & coats|夹克与大衣|夾克與大衣|ジャケット・コート|Jacken & Mäntel|Jaket & kot|Baadjies & jasse|แจ็กเก็ตและโค้ท|Μπουφάν και παλτά|Jaquetas e casacos|Chaquetas y abrigos|Blousons et manteaux|Куртки и пальто|Giacche e cappotti|Ceketler ve montlar|재킷 & 코트|Mga jacket at coat|جاكيتات ومعاطف|Jaket & mantel|जैकेट और कोट|Áo khoác nam",
        w: [
          "Bomber Jacket|飞行员夹克|飛行員夾克",
          "Denim Jacket|牛仔夹克|牛仔夾克",
          "Wool Overcoat|羊毛大衣|羊毛大衣",
          "Windbreaker|防风夹克|防風夾克",
        ],
      },
      {
        n: "Trousers & jeans|裤子与牛仔裤|褲子與牛仔褲|パンツ・ジーンズ|Hosen & Jeans|Seluar & jeans|Broeke & jeans|กางเกงและยีนส์|Παντελόνια και τζιν|Calças e jeans|Pantalones y vaqueros|Pantalons et jeans|Брюки и джинсы|Pantaloni e jeans|Pantolon ve kot|바지 & 청바지|Pantalon at maong|سراويل وجينز|Celana & jeans|पतलून और जींस|Quần dài & quần jean",
        w: [
          "Chino Trousers|卡其裤|卡其褲",
          "Straight Jeans|直筒牛仔裤|直筒牛仔褲",
          "Cargo Pants|工装裤|工裝褲",
          "Jogger Pants|束脚运动裤|束腳運動褲",
        ],
      },
      {
        n: "Suits|西装|西裝|スーツ|Anzüge|Sut|Pakke|ชุดสูท|Κοστούμια|Ternos|Trajes|Costumes|Костюмы|Abiti da uomo|Takım elbiseler|정장|Mga amerikana|بدلات|Setelan jas|सूट|Com-lê",
        w: ["Two-Piece Suit|两件套西装|兩件套西裝", "Suit Vest|西装马甲|西裝背心", "Tuxedo|燕尾服|燕尾服"],
      },
      {
        n: "Underwear & socks|内衣与袜子|內衣與襪子|下着・靴下|Unterwäsche & Socken|Pakaian dalam & stoking|Onderklere & sokkies|ชุดชั้นในและถุงเท้า|Εσώρουχα και κάλτσες|Cuecas e meias|Ropa interior y calcetines|Sous-vêtements et chaussettes|Бельё и носки|Intimo e calze|İç giyim ve çorap|속옷 & 양말|Damit-panloob at medyas|ملابس داخلية وجوارب|Pakaian dalam & kaus kaki|अंडरवियर और मोज़े|Đồ lót & tất",
        w: [
          "Boxer Briefs (3-Pack)|平角内裤（3条装）|平角內褲（3件裝）",
          "Crew Socks (5-Pack)|中筒袜（5双装）|中筒襪（5雙裝）",
          "Thermal Undershirt|保暖内衣|保暖內衣",
        ],
      },
    ],
  },
  {
    icon: "shoe",
    rec: true,
    price: [18, 160],
    size: "eu",
    colour: true,
    n: "Shoes|鞋靴|鞋靴|シューズ|Schuhe|Kasut|Skoene|รองเท้า|Παπούτσια|Calçados|Calzado|Chaussures|Обувь|Scarpe|Ayakkabı|신발|Sapatos|أحذية|Sepatu|जूते|Giày dép",
    adj: [
      "Breathable|透气|透氣",
      "Lightweight|轻便|輕便",
      "Non-Slip|防滑|防滑",
      "Cushioned|缓震|緩震",
      "Classic|经典|經典",
      "Comfort|舒适|舒適",
    ],
    mods: [
      "Mesh|网面|網面",
      "Leather|真皮|真皮",
      "Suede|麂皮|麂皮",
      "Canvas|帆布|帆布",
      "Knit|飞织|飛織",
      "White|白色|白色",
    ],
    pitch:
      "Cushioned insole and a grippy outsole for all-day comfort.|缓震鞋垫搭配防滑大底，整天穿着都舒适。|緩震鞋墊搭配防滑大底，整天穿著都舒適。",
    subs: [
      {
        n: "Sneakers|运动鞋|運動鞋|スニーカー|Sneaker|Kasut sukan|Tekkies|รองเท้าผ้าใบ|Αθλητικά παπούτσια|Tênis|Zapatillas|Baskets|Кроссовки|Sneaker|Spor ayakkabı|스니커즈|Sneakers|أحذية رياضية|Sneakers|स्नीकर्स|Giày sneaker",
        subs: [
          {
            n: "Running shoes|跑步鞋|跑步鞋|ランニングシューズ|Laufschuhe|Kasut lari|Hardloopskoene|รองเท้าวิ่ง|Παπούτσια τρεξίματος|Tênis de corrida|Zapatillas de running|Chaussures de running|Беговые кроссовки|Scarpe da corsa|Koşu ayakkabısı|러닝화|Sapatos pantakbo|أحذية جري|Sepatu lari|रनिंग शूज़|Giày chạy bộ",
            w: [
              "Running Shoes|跑步鞋|跑步鞋",
              "Trail Running Shoes|越野跑鞋|越野跑鞋",
              "Marathon Trainers|马拉松训练鞋|馬拉松訓練鞋",
            ],
          },
          {
            n: "Casual sneakers|休闲板鞋|休閒板鞋|カジュアルスニーカー|Freizeitsneaker|Kasut kasual|Gemaklike tekkies|รองเท้าผ้าใบลำลอง|Casual αθλητικά|Tênis casuais|Zapatillas casuales|Baskets décontractées|Повседневные кеды|Sneaker casual|Günlük spor ayakkabı|캐주얼 스니커즈|Kaswal na sneakers|أحذية كاجوال|Sneakers kasual|कैज़ुअल स्नीकर्स|Giày thể thao thường ngày",
            w: [
              "Low-Top Sneakers|低帮板鞋|低筒板鞋",
              "High-Top Sneakers|高帮板鞋|高筒板鞋",
              "Slip-On Sneakers|一脚蹬休闲鞋|懶人休閒鞋",
            ],
          },
        ],
      },
      {
        n: "Boots|靴子|靴子|ブーツ|Stiefel|But|Stewels|รองเท้าบูท|Μπότες|Botas|Botas|Bottes|Ботинки|Stivali|Botlar|부츠|Bota|أحذية طويلة|Sepatu bot|बूट|Giày bốt",
        w: ["Chelsea Boots|切尔西靴|切爾西靴", "Ankle Boots|短靴|短靴", "Hiking Boots|登山靴|登山靴"],
      },
      {
        n: "Sandals & slippers|凉鞋与拖鞋|涼鞋與拖鞋|サンダル・スリッパ|Sandalen & Hausschuhe|Sandal & selipar|Sandale & pantoffels|รองเท้าแตะและรองเท้าสลิปเปอร์|Σανδάλια και παντόφλες|Sandálias e chinelos|Sandalias y zapatillas de casa|Sandales et chaussons|Сандалии и тапочки|Sandali e pantofole|Sandalet ve terlik|샌들 & 슬리퍼|Sandalyas at tsinelas|صنادل وشباشب|Sandal & sandal rumah|सैंडल और चप्पल|Dép & sandal",
        w: ["Slide Sandals|一字拖|一字拖", "Strappy Sandals|绑带凉鞋|綁帶涼鞋", "House Slippers|居家拖鞋|居家拖鞋"],
      },
      {
        n: "Formal shoes|正装鞋|正裝鞋|フォーマルシューズ|Business-Schuhe|Kasut formal|Formele skoene|รองเท้าทางการ|Επίσημα παπούτσια|Sapatos sociais|Zapatos de vestir|Chaussures habillées|Классическая обувь|Scarpe eleganti|Klasik ayakkabı|정장 구두|Pormal na sapatos|أحذية رسمية|Sepatu formal|फ़ॉर्मल जूते|Giày tây",
        w: ["Oxford Shoes|牛津鞋|牛津鞋", "Loafers|乐福鞋|樂福鞋", "Derby Shoes|德比鞋|德比鞋"],
      },
      {
        n: "Heels & flats|高跟鞋与平底鞋|高跟鞋與平底鞋|ヒール・フラットシューズ|Pumps & Ballerinas|Kasut tumit tinggi & leper|Hoë hakke & plat skoene|รองเท้าส้นสูงและส้นแบน|Γόβες και μπαλαρίνες|Saltos e sapatilhas|Tacones y bailarinas|Talons et ballerines|Туфли и балетки|Tacchi e ballerine|Topuklu ve babet|힐 & 플랫|Takong at flat na sapatos|كعب عالٍ وأحذية مسطحة|Sepatu hak & flat|हील्स और फ़्लैट्स|Giày cao gót & giày bệt",
        w: [
          "Stiletto Pumps|细高跟鞋|細高跟鞋",
          "Ballet Flats|芭蕾平底鞋|芭蕾平底鞋",
          "Block Heel Pumps|粗跟单鞋|粗跟單鞋",
        ],
      },
    ],
  },
  {
    icon: "bag",
    rec: false,
    price: [10, 220],
    size: "none",
    colour: true,
    n: "Bags|箱包|箱包|バッグ|Taschen|Beg|Sakke|กระเป๋า|Τσάντες|Bolsas|Bolsos|Sacs|Сумки|Borse|Çantalar|가방|Mga bag|حقائب|Tas|बैग|Túi xách",
    adj: [
      "Minimalist|简约|簡約",
      "Large-Capacity|大容量|大容量",
      "Compact|小巧|小巧",
      "Classic|经典|經典",
      "Anti-Theft|防盗|防盜",
      "Lightweight|轻便|輕便",
    ],
    mods: [
      "Leather|真皮|真皮",
      "Nylon|尼龙|尼龍",
      "Canvas|帆布|帆布",
      "Black|黑色|黑色",
      "Camel|驼色|駝色",
      "Vegan Leather|纯素皮革|純素皮革",
    ],
    pitch:
      "Smart compartments keep the essentials organised and easy to reach.|多隔层设计，随身物品井井有条，取用方便。|多隔層設計，隨身物品井井有條，取用方便。",
    subs: [
      {
        n: "Handbags|手提包|手提包|ハンドバッグ|Handtaschen|Beg tangan|Handsakke|กระเป๋าถือ|Τσάντες χειρός|Bolsas de mão|Bolsos de mano|Sacs à main|Женские сумки|Borse a mano|El çantaları|핸드백|Handbag|حقائب يد|Tas tangan|हैंडबैग|Túi xách tay",
        w: ["Tote Bag|托特包|托特包", "Crossbody Bag|斜挎包|斜背包", "Shoulder Bag|单肩包|單肩包"],
      },
      {
        n: "Backpacks|双肩包|後背包|リュック|Rucksäcke|Beg galas|Rugsakke|กระเป๋าเป้|Σακίδια πλάτης|Mochilas|Mochilas|Sacs à dos|Рюкзаки|Zaini|Sırt çantaları|백팩|Mga backpack|حقائب ظهر|Ransel|बैकपैक|Ba lô",
        w: ["Laptop Backpack|电脑双肩包|電腦後背包", "Travel Backpack|旅行背包|旅行背包", "School Backpack|书包|書包"],
      },
      {
        n: "Luggage|行李箱|行李箱|スーツケース|Koffer|Bagasi|Bagasie|กระเป๋าเดินทาง|Βαλίτσες|Malas de viagem|Maletas|Valises|Чемоданы|Valigie|Valizler|여행 가방|Maleta|حقائب سفر|Koper|लगेज|Vali",
        w: ["Carry-On Suitcase|登机箱|登機箱", "Checked Suitcase|托运行李箱|托運行李箱", "Duffel Bag|旅行袋|旅行袋"],
        price: [40, 260],
      },
      {
        n: "Wallets|钱包|錢包|財布|Geldbörsen|Dompet|Beursies|กระเป๋าสตางค์|Πορτοφόλια|Carteiras|Carteras|Portefeuilles|Кошельки|Portafogli|Cüzdanlar|지갑|Pitaka|محافظ|Dompet|बटुए|Ví",
        w: ["Bifold Wallet|对折钱包|對折錢包", "Card Holder|卡包|卡夾", "Zip Wallet|拉链长款钱包|拉鍊長夾"],
      },
      {
        n: "Waist bags|腰包|腰包|ウエストバッグ|Gürteltaschen|Beg pinggang|Middelsakke|กระเป๋าคาดเอว|Τσαντάκια μέσης|Pochetes|Riñoneras|Sacs banane|Поясные сумки|Marsupi|Bel çantaları|힙색|Belt bag|حقائب خصر|Tas pinggang|कमर बैग|Túi đeo hông",
        w: ["Belt Bag|腰包|腰包", "Sling Bag|胸包|胸包", "Phone Pouch|手机袋|手機袋"],
      },
    ],
  },
  {
    icon: "watch",
    rec: false,
    price: [8, 400],
    size: "none",
    colour: true,
    n: "Jewellery & watches|珠宝与手表|珠寶與手錶|ジュエリー・腕時計|Schmuck & Uhren|Barang kemas & jam tangan|Juweliersware & horlosies|เครื่องประดับและนาฬิกา|Κοσμήματα και ρολόγια|Joias e relógios|Joyería y relojes|Bijoux et montres|Украшения и часы|Gioielli e orologi|Takı ve saat|주얼리 & 시계|Alahas at relo|مجوهرات وساعات|Perhiasan & jam tangan|आभूषण और घड़ियाँ|Trang sức & đồng hồ",
    adj: [
      "Elegant|优雅|優雅",
      "Minimalist|极简|極簡",
      "Vintage|复古|復古",
      "Handmade|手工|手工",
      "Classic|经典|經典",
      "Dainty|精致|精緻",
    ],
    mods: [
      "Sterling Silver|纯银|純銀",
      "Gold-Plated|镀金|鍍金",
      "Rose Gold|玫瑰金|玫瑰金",
      "Stainless Steel|不锈钢|不鏽鋼",
      "Titanium|钛钢|鈦鋼",
      "Crystal|水晶|水晶",
    ],
    pitch: "Hypoallergenic finish, gift box included.|抗过敏材质，附赠精美礼盒。|抗過敏材質，附贈精美禮盒。",
    subs: [
      {
        n: "Necklaces|项链|項鍊|ネックレス|Halsketten|Rantai leher|Halssnoere|สร้อยคอ|Κολιέ|Colares|Collares|Colliers|Ожерелья|Collane|Kolyeler|목걸이|Kuwintas|قلادات|Kalung|हार|Dây chuyền",
        w: ["Pendant Necklace|吊坠项链|吊墜項鍊", "Chain Necklace|锁骨链|鎖骨鏈", "Pearl Necklace|珍珠项链|珍珠項鍊"],
      },
      {
        n: "Rings|戒指|戒指|リング|Ringe|Cincin|Ringe|แหวน|Δαχτυλίδια|Anéis|Anillos|Bagues|Кольца|Anelli|Yüzükler|반지|Singsing|خواتم|Cincin|अंगूठियाँ|Nhẫn",
        w: ["Stacking Ring|叠戴戒指|疊戴戒指", "Signet Ring|印章戒指|印章戒指", "Band Ring|素圈戒指|素圈戒指"],
      },
      {
        n: "Earrings|耳环|耳環|ピアス・イヤリング|Ohrringe|Anting-anting|Oorbelle|ต่างหู|Σκουλαρίκια|Brincos|Pendientes|Boucles d'oreilles|Серьги|Orecchini|Küpeler|귀걸이|Hikaw|أقراط|Anting|झुमके|Bông tai",
        w: ["Hoop Earrings|圈形耳环|圈形耳環", "Stud Earrings|耳钉|耳針", "Drop Earrings|耳坠|耳墜"],
      },
      {
        n: "Bracelets|手链|手鍊|ブレスレット|Armbänder|Gelang tangan|Armbande|สร้อยข้อมือ|Βραχιόλια|Pulseiras|Pulseras|Bracelets|Браслеты|Bracciali|Bileklikler|팔찌|Pulseras|أساور|Gelang|कंगन|Vòng tay",
        w: ["Charm Bracelet|串珠手链|串珠手鍊", "Cuff Bracelet|开口手镯|開口手鐲", "Tennis Bracelet|网球手链|網球手鍊"],
      },
      {
        n: "Watches|手表|手錶|腕時計|Uhren|Jam tangan|Horlosies|นาฬิกาข้อมือ|Ρολόγια|Relógios|Relojes|Montres|Часы|Orologi|Saatler|시계|Relo|ساعات|Jam tangan|घड़ियाँ|Đồng hồ",
        price: [25, 600],
        subs: [
          {
            n: "Men's watches|男士手表|男士手錶|メンズ腕時計|Herrenuhren|Jam tangan lelaki|Mansohorlosies|นาฬิกาผู้ชาย|Ανδρικά ρολόγια|Relógios masculinos|Relojes de hombre|Montres homme|Мужские часы|Orologi da uomo|Erkek saatleri|남성 시계|Relo panlalaki|ساعات رجالية|Jam tangan pria|पुरुषों की घड़ियाँ|Đồng hồ nam",
            w: [
              "Chronograph Watch|计时腕表|計時腕錶",
              "Dive Watch|潜水表|潛水錶",
              "Automatic Watch|自动机械表|自動機械錶",
            ],
          },
          {
            n: "Women's watches|女士手表|女士手錶|レディース腕時計|Damenuhren|Jam tangan wanita|Dameshorlosies|นาฬิกาผู้หญิง|Γυναικεία ρολόγια|Relógios femininos|Relojes de mujer|Montres femme|Женские часы|Orologi da donna|Kadın saatleri|여성 시계|Relo pambabae|ساعات نسائية|Jam tangan wanita|महिलाओं की घड़ियाँ|Đồng hồ nữ",
            w: [
              "Bracelet Watch|手链表|手鍊錶",
              "Quartz Watch|石英表|石英錶",
              "Mesh Strap Watch|米兰表带腕表|米蘭錶帶腕錶",
            ],
          },
        ],
      },
    ],
  },
];
