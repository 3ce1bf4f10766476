import type { TopDef } from "./vocab.ts";

export const TOPS_B: TopDef[] = [
  {
    icon: "phone",
    rec: true,
    price: [5, 60],
    size: "none",
    colour: true,
    n: "Phones|手机|手機|スマートフォン|Handys|Telefon|Fone|โทรศัพท์มือถือ|Κινητά τηλέφωνα|Celulares|Móviles|Téléphones|Телефоны|Telefoni|Telefonlar|휴대폰|Mga telepono|هواتف|Ponsel|फ़ोन|Điện thoại",
    adj: [
      "Slim|轻薄|輕薄",
      "Premium|高端|高端",
      "Durable|耐用|耐用",
      "Compact|小巧|小巧",
      "Portable|便携|便攜",
      "Pro|专业版|專業版",
    ],
    mods: [
      "Midnight Black|午夜黑|午夜黑",
      "Ocean Blue|海洋蓝|海洋藍",
      "Graphite|石墨色|石墨色",
      "Silver|银色|銀色",
      "Mint Green|薄荷绿|薄荷綠",
      "Titanium Grey|钛灰色|鈦灰色",
    ],
    pitch:
      "Tested for daily use, with a 12-month warranty.|经过日常使用测试，提供12个月保修。|經過日常使用測試，提供12個月保固。",
    subs: [
      {
        n: "Smartphones|智能手机|智慧型手機|スマートフォン本体|Smartphones|Telefon pintar|Slimfone|สมาร์ทโฟน|Smartphones|Smartphones|Smartphones|Smartphones|Смартфоны|Smartphone|Akıllı telefonlar|스마트폰|Mga smartphone|هواتف ذكية|Smartphone|स्मार्टफ़ोन|Điện thoại thông minh",
        w: [
          "5G Smartphone|5G智能手机|5G智慧型手機",
          "Camera Phone|拍照手机|拍照手機",
          "Foldable Phone|折叠屏手机|摺疊螢幕手機",
        ],
        size: "storage",
        price: [150, 1200],
      },
      {
        n: "Cases & protectors|手机壳与贴膜|手機殼與保護貼|ケース・保護フィルム|Hüllen & Schutzfolien|Sarung & pelindung skrin|Omhulsels & skermbeskermers|เคสและฟิล์มกันรอย|Θήκες και προστατευτικά|Capas e películas|Fundas y protectores|Coques et protections|Чехлы и защитные стёкла|Cover e pellicole|Kılıflar ve ekran koruyucular|케이스 & 보호필름|Case at screen protector|أغطية وواقيات شاشة|Casing & pelindung layar|केस और स्क्रीन प्रोटेक्टर|Ốp lưng & miếng dán",
        w: [
          "Phone Case|手机壳|手機殼",
          "Tempered Glass Screen Protector|钢化玻璃膜|鋼化玻璃保護貼",
          "Wallet Phone Case|翻盖钱包手机壳|翻蓋錢包手機殼",
        ],
      },
      {
        n: "Chargers & cables|充电器与数据线|充電器與傳輸線|充電器・ケーブル|Ladegeräte & Kabel|Pengecas & kabel|Laaiers & kabels|ที่ชาร์จและสายชาร์จ|Φορτιστές και καλώδια|Carregadores e cabos|Cargadores y cables|Chargeurs et câbles|Зарядки и кабели|Caricabatterie e cavi|Şarj cihazları ve kablolar|충전기 & 케이블|Charger at kable|شواحن وكابلات|Charger & kabel|चार्जर और केबल|Sạc & cáp",
        w: [
          "USB-C Fast Charger|USB-C快充充电器|USB-C快充充電器",
          "Braided Charging Cable|编织充电线|編織充電線",
          "Wireless Charging Pad|无线充电板|無線充電板",
        ],
      },
      {
        n: "Power banks|充电宝|行動電源|モバイルバッテリー|Powerbanks|Bank kuasa|Kragbanke|พาวเวอร์แบงค์|Power bank|Power banks|Baterías externas|Batteries externes|Пауэрбанки|Power bank|Taşınabilir şarj cihazları|보조배터리|Power bank|شواحن محمولة|Power bank|पावर बैंक|Sạc dự phòng",
        w: [
          "10000mAh Power Bank|10000毫安充电宝|10000mAh行動電源",
          "20000mAh Power Bank|20000毫安充电宝|20000mAh行動電源",
          "Magnetic Power Bank|磁吸充电宝|磁吸行動電源",
        ],
      },
      {
        n: "Phone accessories|手机配件|手機配件|スマホアクセサリー|Handyzubehör|Aksesori telefon|Foonbykomstighede|อุปกรณ์เสริมโทรศัพท์|Αξεσουάρ κινητού|Acessórios para celular|Accesorios para móviles|Accessoires téléphone|Аксессуары для телефонов|Accessori per telefoni|Telefon aksesuarları|휴대폰 액세서리|Mga aksesorya ng telepono|إكسسوارات الهاتف|Aksesori ponsel|फ़ोन एक्सेसरीज़|Phụ kiện điện thoại",
        w: ["Car Phone Mount|车载手机支架|車用手機支架", "Selfie Stick|自拍杆|自拍棒", "Phone Stand|手机支架|手機支架"],
      },
    ],
  },
  {
    icon: "laptop",
    rec: false,
    price: [10, 300],
    size: "none",
    colour: true,
    n: "Computers|电脑|電腦|パソコン|Computer|Komputer|Rekenaars|คอมพิวเตอร์|Υπολογιστές|Computadores|Ordenadores|Ordinateurs|Компьютеры|Computer|Bilgisayarlar|컴퓨터|Mga kompyuter|حواسيب|Komputer|कंप्यूटर|Máy tính",
    adj: [
      "Portable|便携|便攜",
      "High-Speed|高速|高速",
      "Ergonomic|人体工学|人體工學",
      "Slim|轻薄|輕薄",
      "Professional|专业|專業",
      "Quiet|静音|靜音",
    ],
    mods: [
      "Space Grey|深空灰|太空灰",
      "Silver|银色|銀色",
      "Black|黑色|黑色",
      "White|白色|白色",
      "Aluminium|铝合金|鋁合金",
    ],
    pitch:
      "Plug and play, with drivers for Windows, macOS and Linux.|即插即用，兼容Windows、macOS和Linux。|隨插即用，相容Windows、macOS和Linux。",
    subs: [
      {
        n: "Laptops|笔记本电脑|筆記型電腦|ノートパソコン|Laptops|Komputer riba|Skootrekenaars|แล็ปท็อป|Φορητοί υπολογιστές|Notebooks|Portátiles|Ordinateurs portables|Ноутбуки|Portatili|Dizüstü bilgisayarlar|노트북|Mga laptop|حواسيب محمولة|Laptop|लैपटॉप|Máy tính xách tay",
        size: "storage",
        price: [400, 2500],
        subs: [
          {
            n: "Gaming laptops|游戏本|電競筆電|ゲーミングノートPC|Gaming-Laptops|Komputer riba permainan|Speletjie-skootrekenaars|โน้ตบุ๊กเกมมิ่ง|Gaming laptop|Notebooks gamer|Portátiles gaming|PC portables gaming|Игровые ноутбуки|Portatili da gaming|Oyun dizüstü bilgisayarları|게이밍 노트북|Gaming laptop|حواسيب ألعاب محمولة|Laptop gaming|गेमिंग लैपटॉप|Laptop gaming",
            w: ['15.6" Gaming Laptop|15.6英寸游戏本|15.6吋電競筆電', '17" Gaming Laptop|17英寸游戏本|17吋電競筆電'],
          },
          {
            n: "Ultrabooks|轻薄本|輕薄筆電|薄型ノートPC|Ultrabooks|Ultrabook|Ultraboeke|อัลตราบุ๊ก|Ultrabook|Ultrabooks|Ultrabooks|Ultrabooks|Ультрабуки|Ultrabook|Ultrabook|울트라북|Ultrabook|حواسيب فائقة النحافة|Ultrabook|अल्ट्राबुक|Ultrabook",
            w: [
              '14" Ultrabook|14英寸轻薄本|14吋輕薄筆電',
              '13" Ultrabook|13英寸轻薄本|13吋輕薄筆電',
              "2-in-1 Laptop|二合一笔记本|二合一筆電",
            ],
          },
        ],
      },
      {
        n: "Desktops & monitors|台式机与显示器|桌上型電腦與螢幕|デスクトップ・モニター|Desktop-PCs & Monitore|Desktop & monitor|Werkskerms & monitors|คอมพิวเตอร์ตั้งโต๊ะและจอภาพ|Επιτραπέζιοι και οθόνες|Desktops e monitores|Sobremesa y monitores|PC de bureau et écrans|Настольные ПК и мониторы|Desktop e monitor|Masaüstü ve monitörler|데스크톱 & 모니터|Desktop at monitor|حواسيب مكتبية وشاشات|Desktop & monitor|डेस्कटॉप और मॉनिटर|Máy bàn & màn hình",
        w: [
          '27" IPS Monitor|27英寸IPS显示器|27吋IPS螢幕',
          "Mini PC|迷你主机|迷你電腦",
          '24" Office Monitor|24英寸办公显示器|24吋辦公螢幕',
        ],
        price: [90, 900],
      },
      {
        n: "Keyboards & mice|键盘与鼠标|鍵盤與滑鼠|キーボード・マウス|Tastaturen & Mäuse|Papan kekunci & tetikus|Sleutelborde & muise|คีย์บอร์ดและเมาส์|Πληκτρολόγια και ποντίκια|Teclados e mouses|Teclados y ratones|Claviers et souris|Клавиатуры и мыши|Tastiere e mouse|Klavye ve fareler|키보드 & 마우스|Keyboard at mouse|لوحات مفاتيح وفأرات|Keyboard & mouse|कीबोर्ड और माउस|Bàn phím & chuột",
        w: [
          "Mechanical Keyboard|机械键盘|機械鍵盤",
          "Wireless Mouse|无线鼠标|無線滑鼠",
          "Keyboard and Mouse Set|键鼠套装|鍵鼠組",
        ],
      },
      {
        n: "Storage|存储设备|儲存裝置|ストレージ|Speicher|Storan|Berging|อุปกรณ์จัดเก็บข้อมูล|Αποθήκευση|Armazenamento|Almacenamiento|Stockage|Накопители|Archiviazione|Depolama|저장장치|Storage|وحدات تخزين|Penyimpanan|स्टोरेज|Thiết bị lưu trữ",
        w: [
          "Portable SSD|移动固态硬盘|行動固態硬碟",
          "USB Flash Drive|U盘|隨身碟",
          "microSD Card|microSD存储卡|microSD記憶卡",
        ],
        size: "storage",
        colour: false,
      },
      {
        n: "Networking|网络设备|網路設備|ネットワーク機器|Netzwerk|Rangkaian|Netwerke|อุปกรณ์เครือข่าย|Δικτύωση|Redes|Redes|Réseau|Сетевое оборудование|Reti|Ağ ürünleri|네트워크|Networking|معدات الشبكات|Jaringan|नेटवर्किंग|Thiết bị mạng",
        w: [
          "Wi-Fi 6 Router|Wi-Fi 6路由器|Wi-Fi 6路由器",
          "Mesh Wi-Fi System|Mesh无线组网|Mesh無線網路系統",
          "USB Wi-Fi Adapter|USB无线网卡|USB無線網卡",
        ],
      },
    ],
  },
  {
    icon: "headphones",
    rec: true,
    price: [15, 900],
    size: "none",
    colour: true,
    n: "Electronics|电子产品|電子產品|家電・AV機器|Elektronik|Elektronik|Elektronika|เครื่องใช้ไฟฟ้า|Ηλεκτρονικά|Eletrônicos|Electrónica|Électronique|Электроника|Elettronica|Elektronik|전자제품|Elektroniks|إلكترونيات|Elektronik|इलेक्ट्रॉनिक्स|Điện tử",
    adj: [
      "Wireless|无线|無線",
      "Portable|便携|便攜",
      "HD|高清|高畫質",
      "Smart|智能|智慧",
      "Compact|小巧|小巧",
      "Waterproof|防水|防水",
    ],
    mods: ["Black|黑色|黑色", "White|白色|白色", "Grey|灰色|灰色", "Blue|蓝色|藍色", "Sand|沙色|沙色", "Red|红色|紅色"],
    pitch: "Crisp sound and picture with long battery life.|音画清晰，续航持久。|音畫清晰，續航持久。",
    subs: [
      {
        n: "Headphones|耳机|耳機|ヘッドホン・イヤホン|Kopfhörer|Fon kepala|Oorfone|หูฟัง|Ακουστικά|Fones de ouvido|Auriculares|Casques et écouteurs|Наушники|Cuffie|Kulaklıklar|헤드폰|Headphones|سماعات|Headphone|हेडफ़ोन|Tai nghe",
        w: [
          "Wireless Earbuds|真无线耳机|真無線耳機",
          "Over-Ear Headphones|头戴式耳机|頭戴式耳機",
          "Noise-Cancelling Headphones|降噪耳机|降噪耳機",
        ],
        price: [15, 350],
      },
      {
        n: "Speakers|音箱|喇叭|スピーカー|Lautsprecher|Pembesar suara|Luidsprekers|ลำโพง|Ηχεία|Caixas de som|Altavoces|Enceintes|Колонки|Altoparlanti|Hoparlörler|스피커|Speaker|مكبرات صوت|Speaker|स्पीकर|Loa",
        w: ["Bluetooth Speaker|蓝牙音箱|藍牙喇叭", "Soundbar|回音壁|聲霸", "Smart Speaker|智能音箱|智慧音箱"],
      },
      {
        n: "Cameras|相机|相機|カメラ|Kameras|Kamera|Kameras|กล้องถ่ายรูป|Κάμερες|Câmeras|Cámaras|Appareils photo|Камеры|Fotocamere|Kameralar|카메라|Mga kamera|كاميرات|Kamera|कैमरे|Máy ảnh",
        w: [
          "Action Camera|运动相机|運動相機",
          "Mirrorless Camera|微单相机|無反光鏡相機",
          "Instant Camera|拍立得相机|拍立得相機",
        ],
      },
      {
        n: "Smart wearables|智能穿戴|智慧穿戴|スマートウェアラブル|Smarte Wearables|Peranti pintar boleh pakai|Slim drabare toestelle|อุปกรณ์สวมใส่อัจฉริยะ|Έξυπνα φορητά|Vestíveis inteligentes|Wearables inteligentes|Objets connectés|Умные гаджеты|Dispositivi indossabili|Akıllı giyilebilir cihazlar|스마트 웨어러블|Smart wearables|أجهزة ذكية قابلة للارتداء|Perangkat wearable pintar|स्मार्ट वियरेबल्स|Thiết bị đeo thông minh",
        w: ["Smart Watch|智能手表|智慧手錶", "Fitness Tracker|运动手环|運動手環", "Smart Ring|智能戒指|智慧戒指"],
      },
      {
        n: "TV & video|电视与影音|電視與影音|テレビ・映像機器|TV & Video|TV & video|TV & video|ทีวีและวิดีโอ|Τηλεοράσεις και βίντεο|TV e vídeo|TV y vídeo|TV et vidéo|ТВ и видео|TV e video|TV ve video|TV & 영상|TV at video|تلفزيون وفيديو|TV & video|टीवी और वीडियो|TV & video",
        w: [
          "4K Smart TV|4K智能电视|4K智慧電視",
          "Mini Projector|迷你投影仪|迷你投影機",
          "Streaming Stick|电视棒|電視棒",
        ],
      },
    ],
  },
  {
    icon: "pot",
    rec: true,
    price: [6, 250],
    size: "none",
    colour: true,
    n: "Home & kitchen|家居厨房|居家廚房|ホーム・キッチン|Haushalt & Küche|Rumah & dapur|Huis & kombuis|บ้านและครัว|Σπίτι και κουζίνα|Casa e cozinha|Hogar y cocina|Maison et cuisine|Дом и кухня|Casa e cucina|Ev ve mutfak|홈 & 키친|Bahay at kusina|المنزل والمطبخ|Rumah & dapur|घर और रसोई|Nhà cửa & bếp",
    adj: [
      "Premium|优质|優質",
      "Modern|现代|現代",
      "Eco-Friendly|环保|環保",
      "Compact|小巧|小巧",
      "Classic|经典|經典",
      "Easy-Clean|易清洁|易清潔",
    ],
    mods: [
      "Grey|灰色|灰色",
      "White|白色|白色",
      "Black|黑色|黑色",
      "Natural|原木色|原木色",
      "Beige|米色|米色",
      "Sage Green|鼠尾草绿|鼠尾草綠",
    ],
    pitch:
      "Built for busy homes: easy to clean and made to last.|专为忙碌家庭设计，易清洁，经久耐用。|專為忙碌家庭設計，易清潔，經久耐用。",
    subs: [
      {
        n: "Cookware|锅具|鍋具|調理器具|Kochgeschirr|Peralatan memasak|Kookgerei|เครื่องครัว|Σκεύη μαγειρικής|Panelas|Menaje de cocina|Batterie de cuisine|Посуда для готовки|Pentole e padelle|Tencere ve tavalar|조리도구|Kagamitan sa pagluluto|أواني الطبخ|Peralatan masak|कुकवेयर|Nồi chảo",
        w: ["Non-Stick Frying Pan|不粘煎锅|不沾煎鍋", "Stockpot|汤锅|湯鍋", "Cast Iron Skillet|铸铁平底锅|鑄鐵平底鍋"],
      },
      {
        n: "Tableware|餐具|餐具|食器|Geschirr|Pinggan mangkuk|Tafelgerei|ภาชนะบนโต๊ะอาหาร|Σερβίτσια|Louça|Vajilla|Vaisselle|Столовая посуда|Stoviglie|Yemek takımları|식기|Kubyertos at pinggan|أدوات المائدة|Peralatan makan|टेबलवेयर|Bộ đồ ăn",
        w: ["Dinner Plate Set|餐盘套装|餐盤組", "Ceramic Mug|陶瓷马克杯|陶瓷馬克杯", "Cutlery Set|刀叉套装|刀叉組"],
      },
      {
        n: "Kitchen appliances|厨房电器|廚房家電|キッチン家電|Küchengeräte|Perkakas dapur|Kombuistoestelle|เครื่องใช้ไฟฟ้าในครัว|Οικιακές συσκευές κουζίνας|Eletrodomésticos de cozinha|Electrodomésticos de cocina|Électroménager cuisine|Кухонная техника|Elettrodomestici da cucina|Mutfak aletleri|주방 가전|Mga kagamitan sa kusina|أجهزة المطبخ|Peralatan dapur elektrik|रसोई उपकरण|Thiết bị nhà bếp",
        w: [
          "Air Fryer|空气炸锅|氣炸鍋",
          "Electric Kettle|电热水壶|電熱水壺",
          "Blender|料理机|果汁機",
          "Rice Cooker|电饭煲|電子鍋",
        ],
        price: [20, 300],
      },
      {
        n: "Bedding|床上用品|寢具|寝具|Bettwäsche|Cadar & tilam|Beddegoed|เครื่องนอน|Κλινοσκεπάσματα|Roupa de cama|Ropa de cama|Linge de lit|Постельное бельё|Biancheria da letto|Yatak takımları|침구|Kumot at kama|مفروشات السرير|Perlengkapan tidur|बिस्तर|Chăn ga gối",
        w: [
          "Duvet Cover Set|被套四件套|被套四件組",
          "Memory Foam Pillow|记忆棉枕头|記憶棉枕頭",
          "Weighted Blanket|重力毯|重力毯",
        ],
        size: "bed",
      },
      {
        n: "Storage & organisation|收纳整理|收納整理|収納・整理|Aufbewahrung|Penyimpanan & penyusunan|Berging & organisering|ที่เก็บของและจัดระเบียบ|Αποθήκευση και οργάνωση|Organização|Almacenaje y orden|Rangement|Хранение|Organizzazione|Düzenleme ve saklama|수납 & 정리|Imbakan at pag-aayos|التخزين والتنظيم|Penyimpanan & organisasi|भंडारण और व्यवस्था|Lưu trữ & sắp xếp",
        w: ["Storage Box|收纳箱|收納箱", "Drawer Organiser|抽屉收纳盒|抽屜收納盒", "Over-Door Rack|门后挂架|門後掛架"],
      },
    ],
  },
  {
    icon: "sofa",
    rec: false,
    price: [30, 900],
    size: "none",
    colour: true,
    n: "Furniture|家具|家具|家具|Möbel|Perabot|Meubels|เฟอร์นิเจอร์|Έπιπλα|Móveis|Muebles|Meubles|Мебель|Mobili|Mobilya|가구|Muwebles|أثاث|Furnitur|फ़र्नीचर|Nội thất",
    adj: [
      "Modern|现代|現代",
      "Scandinavian|北欧风|北歐風",
      "Minimalist|极简|極簡",
      "Sturdy|结实|堅固",
      "Mid-Century|中古风|中古風",
      "Space-Saving|省空间|省空間",
    ],
    mods: [
      "Oak|橡木|橡木",
      "Walnut|胡桃木|胡桃木",
      "Solid Wood|实木|實木",
      "White|白色|白色",
      "Grey|灰色|灰色",
      "Black Metal|黑色金属|黑色金屬",
    ],
    pitch:
      "Easy assembly with all tools included; free delivery to your door.|安装简单，附全套工具，送货上门。|安裝簡單，附全套工具，送貨到府。",
    subs: [
      {
        n: "Living room|客厅家具|客廳家具|リビング家具|Wohnzimmer|Ruang tamu|Sitkamer|ห้องนั่งเล่น|Σαλόνι|Sala de estar|Salón|Salon|Гостиная|Soggiorno|Oturma odası|거실 가구|Sala|غرفة المعيشة|Ruang tamu|लिविंग रूम|Phòng khách",
        subs: [
          {
            n: "Sofas|沙发|沙發|ソファ|Sofas|Sofa|Banke|โซฟา|Καναπέδες|Sofás|Sofás|Canapés|Диваны|Divani|Kanepeler|소파|Sopa|أرائك|Sofa|सोफ़ा|Ghế sofa",
            w: ["Three-Seater Sofa|三人沙发|三人沙發", "Sofa Bed|沙发床|沙發床", "Corner Sofa|转角沙发|轉角沙發"],
            price: [250, 1500],
          },
          {
            n: "Tables & cabinets|桌几与柜子|桌几與櫃子|テーブル・収納家具|Tische & Schränke|Meja & kabinet|Tafels & kaste|โต๊ะและตู้|Τραπέζια και ντουλάπια|Mesas e armários|Mesas y muebles|Tables et meubles|Столы и тумбы|Tavoli e mobili|Masalar ve dolaplar|테이블 & 수납장|Mesa at kabinet|طاولات وخزائن|Meja & lemari|मेज़ और अलमारियाँ|Bàn & tủ",
            w: ["Coffee Table|茶几|茶几", "TV Stand|电视柜|電視櫃", "Side Table|边几|邊几"],
          },
        ],
      },
      {
        n: "Bedroom|卧室家具|臥室家具|寝室家具|Schlafzimmer|Bilik tidur|Slaapkamer|ห้องนอน|Υπνοδωμάτιο|Quarto|Dormitorio|Chambre|Спальня|Camera da letto|Yatak odası|침실 가구|Silid-tulugan|غرفة النوم|Kamar tidur|शयनकक्ष|Phòng ngủ",
        w: ["Bed Frame|床架|床架", "Bedside Table|床头柜|床頭櫃", "Wardrobe|衣柜|衣櫃"],
      },
      {
        n: "Home office|书房办公|書房辦公|ホームオフィス|Homeoffice|Pejabat rumah|Tuiskantoor|โฮมออฟฟิศ|Γραφείο σπιτιού|Escritório em casa|Oficina en casa|Bureau à domicile|Домашний офис|Ufficio in casa|Ev ofisi|홈 오피스|Opisina sa bahay|المكتب المنزلي|Kantor di rumah|होम ऑफिस|Văn phòng tại nhà",
        w: ["Standing Desk|升降桌|升降桌", "Office Chair|办公椅|辦公椅", "Bookshelf|书架|書架"],
      },
      {
        n: "Dining room|餐厅家具|餐廳家具|ダイニング家具|Esszimmer|Ruang makan|Eetkamer|ห้องรับประทานอาหาร|Τραπεζαρία|Sala de jantar|Comedor|Salle à manger|Столовая|Sala da pranzo|Yemek odası|다이닝 가구|Silid-kainan|غرفة الطعام|Ruang makan|भोजन कक्ष|Phòng ăn",
        w: ["Dining Table|餐桌|餐桌", "Dining Chair (Set of 2)|餐椅（2把装）|餐椅（2張裝）", "Bar Stool|吧台凳|吧台椅"],
      },
      {
        n: "Outdoor furniture|户外家具|戶外家具|ガーデン家具|Gartenmöbel|Perabot luar|Buitemeubels|เฟอร์นิเจอร์กลางแจ้ง|Έπιπλα εξωτερικού χώρου|Móveis de jardim|Muebles de exterior|Mobilier de jardin|Садовая мебель|Mobili da esterno|Bahçe mobilyası|아웃도어 가구|Muwebles panlabas|أثاث خارجي|Furnitur luar ruangan|आउटडोर फ़र्नीचर|Nội thất ngoài trời",
        w: [
          "Patio Lounge Chair|庭院躺椅|庭院躺椅",
          "Garden Bench|花园长椅|花園長椅",
          "Bistro Table Set|户外桌椅套装|戶外桌椅組",
        ],
      },
    ],
  },
];
