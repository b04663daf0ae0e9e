# Les messages de Cat Fight : les règles citées quand une action est refusée, ce qui est demandé,
# le journal, la fin de la partie, les raisons du robot Normal et les légendes de ses graphiques.

## Cases et directions, insérées dans les phrases ci-dessous

# Une case au-delà de la colonne Z (seulement lue dans une sauvegarde abîmée) ; les autres
# arrivent sous la forme « C3 ».
cf-square-far = colonne { $column }, ligne { $row }
# Après « vers » : « le regard vers le nord ».
cf-dir-n = le nord
cf-dir-ne = le nord-est
cf-dir-e = l’est
cf-dir-se = le sud-est
cf-dir-s = le sud
cf-dir-sw = le sud-ouest
cf-dir-w = l’ouest
cf-dir-nw = le nord-ouest

## Les règles, telles que les dit le livret

cf-rule-sacrifice = Si vous perdez une bagarre, vous pouvez sacrifier une crème de votre choix et continuer la bagarre
cf-rule-winner-turns = Le vainqueur d’une bagarre peut tourner son chat dans la direction de son choix
cf-rule-catnip-on-board = L’herbe à chat se pose sur le plateau
cf-rule-catnip-empty = L’herbe à chat se pose sur une case vide
cf-rule-catnip-once = Posez votre herbe à chat à n’importe quel moment de votre tour (vous ne pouvez le faire qu’une fois par partie)
cf-rule-turn-done = Déplacez votre chat une fois, ou lapez : votre tour est alors terminé
cf-rule-move-or-sip = Déplacez votre chat une fois (comme une dame aux échecs), ou lapez de la crème
cf-rule-starts-off-board = Votre chat commence hors du plateau ; votre premier tour consiste à le placer dans la zone bleue
cf-rule-first-turn = Votre premier tour consiste à placer votre chat où vous le souhaitez dans la zone bleue
cf-rule-enter-free = Un chat entre sur une case bleue libre
cf-rule-enter-again = Votre tour consiste à placer votre chat dans la zone bleue
cf-rule-blocker-on-board = Les bloqueurs se posent sur le plateau
cf-rule-blocker-empty = Un bloqueur se pose sur une case vide
cf-rule-no-blockers-on-blue = Les bloqueurs ne peuvent JAMAIS être placés dans la zone bleue
cf-rule-blockers-shared = Les bloqueurs sont répartis équitablement au début de la partie
cf-rule-queen = Déplacez votre chat une fois (comme une dame aux échecs) ; les chats ne peuvent pas traverser les bloqueurs
cf-rule-saucer-not-square = Les chats lapent à côté d’une soucoupe, jamais debout dessus
cf-rule-looked-at = Si un autre chat vous regarde au début de votre tour, vous devez soit vous déplacer, soit poser un bloqueur pour que ce chat ne puisse plus vous voir, soit déclencher une bagarre
cf-rule-sip = Si, au début de votre tour, vous êtes à côté d’une soucoupe de crème ET face à elle, vous pouvez laper de la crème

## Ce qui, dans l’action, enfreint la règle ($square : une case ; $from : la case du chat)

cf-refused-not-your-cream = la crème { $cream } n’est pas à vous
cf-refused-fight-first = le joueur à la place { $seat } a perdu la bagarre et doit d’abord sacrifier une crème ou accepter la défaite
cf-refused-winner-faces-first = choisissez d’abord de quel côté se tourne le vainqueur
cf-refused-no-fight = il n’y a aucune bagarre à perdre
cf-refused-off-grid = la case { $square } est hors du plateau
cf-refused-taken = la case { $square } est occupée
cf-refused-cat-acted = votre chat a déjà agi ce tour-ci : posez votre herbe à chat ou terminez le tour
cf-refused-cat-not-acted = votre chat n’a pas encore agi ce tour-ci
cf-refused-on-board = votre chat est déjà sur le plateau
cf-refused-not-blue = la case { $square } n’est pas bleue
cf-refused-blue = la case { $square } est bleue
cf-refused-placing-turn = votre chat est hors du plateau : ce tour sert à le placer
cf-refused-enter-there = il reste une case bleue libre : entrez-y
cf-refused-no-blockers = il ne vous reste plus de bloqueurs
cf-refused-catnip-used = vous avez déjà utilisé votre herbe à chat
cf-refused-not-in-line = la case { $square } n’est pas en ligne droite depuis { $from }
cf-refused-in-the-way = la case { $square } barre le passage
cf-refused-blocker-there = un bloqueur s’y trouve
cf-refused-saucer-there = une soucoupe s’y trouve
cf-refused-unreachable = la case { $square } est hors d’atteinte
cf-refused-still-watched = un chat vous regardait au début de votre tour : coupez sa ligne de vue avec un bloqueur, ou déplacez-vous
cf-refused-cannot-sip = au début du tour, votre chat n’était pas à côté d’une soucoupe de crème et face à elle

## Ce qui est demandé au joueur qui doit agir

cf-ask-enter = Placez votre chat sur une case bleue libre
cf-ask-turn = Posez des bloqueurs ou votre herbe à chat si vous le souhaitez, puis déplacez-vous, lapez ou tournez-vous
cf-ask-fight-lost = Vous avez perdu la bagarre : sacrifiez une crème pour continuer à vous battre, ou quittez le plateau
cf-ask-winner-faces = Vous avez gagné la bagarre : tournez-vous dans la direction de votre choix
cf-ask-finish = Posez votre herbe à chat maintenant, ou terminez votre tour

## Le journal ($name : le joueur ; $facing : une direction ci-dessus)

cf-log-enter = { $name } entre en { $square }, le regard vers { $facing }
cf-log-blocker = { $name } pose un bloqueur en { $square }
cf-log-catnip = { $name } pose de l’herbe à chat en { $square }
cf-log-move = { $name } va en { $square }, le regard vers { $facing }
cf-log-sip = { $name } lape une crème
cf-log-face = { $name } se tourne vers { $facing }
cf-log-pass = { $name } attend qu’une case bleue se libère
cf-log-sacrifice = { $name } sacrifie une crème pour continuer la bagarre
cf-log-accept-defeat = { $name } accepte la défaite et quitte le plateau
cf-log-end-turn = { $name } termine son tour

## La fin de la partie ($how : l’un des deux messages cf-end ; $cream : le total gagnant)

cf-end-cream-gone = La dernière soucoupe de crème est vide
cf-end-turn-limit = La partie s’est arrêtée au bout { $turns ->
        [one] d’un tour
       *[other] de { $turns } tours
    }
cf-summary-wins = { $how }. { $name } gagne avec { $cream ->
        [one] { $cream } point
       *[other] { $cream } points
    } de crème.
cf-summary-tie = { $how }. { $names } sont à égalité avec { $cream ->
        [one] { $cream } point
       *[other] { $cream } points
    } de crème : ils s’en vont d’un air très supérieur, sûrs de savoir qui est le vrai gagnant.
# Les noms des joueurs à égalité : deux, ou le premier et la liste des autres.
cf-names-two = { $first } et { $second }
cf-names-more = { $first }, { $rest }

## Le tableau des scores et les graphiques de fin de partie

cf-score-cream = crème
cf-clock-turn = tour
cf-figure-creams-held = crèmes détenues

## Pourquoi le robot Normal choisirait une action (l’indice). Une raison est une proposition,
## ou deux reliées par cf-reason-and ; $joined vaut 1 pour celle qui suit « et », qui commence
## alors par une minuscule.

cf-reason-and = { $first }, et { $then }
# Où le tour se termine ($at : l’un des messages cf-reason-at) ; un chat qui arrive sur le
# plateau y entre.
cf-reason-ends = { $joined ->
        [1] termine
       *[other] Termine
    } le tour { $at }
cf-reason-enters = Entre { $at }
cf-reason-ends-and = Termine le tour { $at }, et { $also }
cf-reason-enters-and = Entre { $at }, et { $also }
cf-reason-at-unwatched = là où aucun chat ne vous regarde
cf-reason-at-fewer-pouncers = là où moins de chats peuvent vous sauter dessus
cf-reason-at-saucer = à côté d’une soucoupe et face à elle : vous pourrez laper au prochain tour
cf-reason-sip = { $joined ->
        [1] lape
       *[other] Lape
    } une crème dans la soucoupe que vous regardez
cf-reason-cut-to-sip = { $joined ->
        [1] coupe
       *[other] Coupe
    } la ligne de vue du chat qui vous regardait, pour que vous puissiez encore laper ce tour-ci
cf-reason-keep-blockers = { $joined ->
        [1] garde
       *[other] Garde
    } vos bloqueurs pour plus tard
cf-reason-cut-watcher = { $joined ->
        [1] coupe
       *[other] Coupe
    } la ligne de vue du chat qui vous regarderait là où vous allez
cf-reason-closer = { $joined ->
        [1] vous
       *[other] Vous
    } rapproche d’une soucoupe
cf-reason-looks-at-cat = { $joined ->
        [1] garde
       *[other] Garde
    } un œil sur un chat : un chat observé doit se déplacer
cf-reason-looks-at-sipper = { $joined ->
        [1] regarde
       *[other] Regarde
    } un chat face à une soucoupe : un chat observé ne peut pas laper
cf-reason-sip-next = { $joined ->
        [1] fait
       *[other] Fait
    } face à la soucoupe : votre tour supplémentaire pourra laper aussitôt
cf-reason-open-view = { $joined ->
        [1] regarde
       *[other] Regarde
    } à travers le plateau dégagé, où tout chat qui entre dans votre champ de vision est observé
cf-reason-clear-of-catnip = { $joined ->
        [1] reste
       *[other] Reste
    } à l’écart des lignes de vue de l’herbe à chat
cf-reason-fight-by-saucer = { $joined ->
        [1] déclenche
       *[other] Déclenche
    } une bagarre à côté d’une soucoupe : gagnez-la et votre tour supplémentaire lapera
cf-reason-fight = { $joined ->
        [1] déclenche
       *[other] Déclenche
    } une bagarre : le vainqueur joue un tour supplémentaire
cf-reason-no-fight = { $joined ->
        [1] évite
       *[other] Évite
    } une bagarre que vous pourriez perdre
cf-reason-fight-sipper = { $joined ->
        [1] déclenche
       *[other] Déclenche
    } une bagarre avec un chat sur le point de laper : il pourrait être chassé du plateau
cf-reason-catnip-brawl = { $joined ->
        [1] pose
       *[other] Pose
    } votre herbe à chat là où { $count ->
        [one] un chat accourt
       *[other] { $count } chats accourent et se battent entre eux
    }
cf-reason-catnip-sippers = { $joined ->
        [1] pose
       *[other] Pose
    } votre herbe à chat là où elle éloigne { $count ->
        [one] un chat de la soucoupe qu’il regarde
       *[other] { $count } chats de leurs soucoupes
    }
cf-reason-catnip-rivals = { $joined ->
        [1] pose
       *[other] Pose
    } votre herbe à chat là où elle éloigne vos rivaux
cf-reason-keep-catnip = { $joined ->
        [1] garde
       *[other] Garde
    } votre herbe à chat pour plus tard : aucune case n’éloigne assez de rivaux pour l’instant
cf-reason-accept-defeat = { $joined ->
        [1] accepte
       *[other] Accepte
    } la défaite : relancer coûterait une crème, qui vaut plus que cette bagarre
cf-reason-any-blue-square = Toutes les cases bleues libres se valent
cf-reason-as-good-as-any = Rien de mieux n’est à portée : ce coup en vaut bien un autre
cf-reason-nothing-better = Rien d’autre ne vous aide davantage pour l’instant

## Ce qui s’est passé, tel que le raconte le journal ($name : le joueur ; $square et $facing
## comme ci-dessus)

cf-tell-enter = { $name } entre en { $square }, le regard vers { $facing }
cf-tell-move = { $name } va en { $square }, le regard vers { $facing }
cf-tell-move-diverted = { $name } repère de l’herbe à chat en chemin !
cf-tell-turn = { $name } se tourne vers { $facing }
cf-tell-pass = { $name } attend qu’une case bleue se libère
cf-tell-blocker = { $name } pose un bloqueur en { $square }
cf-tell-catnip = { $name } pose de l’herbe à chat en { $square }
# $names : les chats qu’attire l’herbe à chat, séparés par des virgules ; $count : leur nombre.
cf-tell-catnip-fired = Herbe à chat ! { $names } { $count ->
        [one] accourt
       *[other] accourent
    } vers elle
# $cats : les chats de la bagarre, un cf-tell-versus dans l’autre (« Felix contre Ada contre Mog »).
cf-tell-fight = Bagarre : { $cats }
cf-tell-versus = { $first } contre { $rest }
# $rolls : le cf-tell-roll de chaque chat, énumérés par cf-tell-rolls (« Felix 3, Ada 5 »).
cf-tell-dice = Dés : { $rolls }
cf-tell-roll = { $name } { $die }
cf-tell-rolls = { $first }, { $rest }
cf-tell-sacrifice = { $name } sacrifie une crème pour continuer la bagarre
cf-tell-won = { $name } gagne la bagarre
cf-tell-won-extra-turn = { $name } gagne la bagarre et joue un tour supplémentaire
cf-tell-sip = { $name } lape une crème
cf-tell-saucer-walled-in = Une soucoupe encerclée de bloqueurs est retirée du plateau
cf-tell-saucer-empty = Une soucoupe vide est retirée du plateau
cf-tell-game-over = La partie est terminée : les crèmes sont révélées
